import { z } from 'zod';
import { POPUP_TITLE_MAX } from '../../api/deskContent.ts';
import { RequiredText } from '../../api/fields.ts';
import { defineKind } from '../defineKind.ts';
import { field, Image } from '../fieldTypes.ts';

/** The home page's offer popup: the one-time image popup and the LAST MINUTE OFFER bar, each on or off. */
export const popup = defineKind({
  title: 'Offer popups',
  one: 'offer popup',
  section: 'content',
  page: '/',
  adds: false,
  removes: false,
  ownEditor: true,
  fields: z.object({
    title: field(RequiredText(POPUP_TITLE_MAX), { label: 'Offer text' }),
    modalEnabled: field(z.boolean({ error: 'must be true or false' }), { label: 'Show the offer bar' }),
    popupBoolean: field(z.boolean({ error: 'must be true or false' }), { label: 'Show the image popup once per visit' }),
    image: Image('Popup image'),
  }),
  store: { documentList: 'popups', idKey: '_id' },
});
