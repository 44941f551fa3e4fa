import { Mark } from '@tiptap/core';
import { isKeptHref } from './linkHref.ts';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    siteLink: {
      /** Makes the selection a link to href, if the site would keep it. */
      setLink: (href: string) => ReturnType;
      /** Makes the link at the caret plain text. */
      unsetLink: () => ReturnType;
    };
  }
}

/**
 * A link with an href and nothing else: the one attribute the site's sanitiser keeps (it sets rel
 * itself). Instead of @tiptap/extension-link, whose autolinking brings linkifyjs: about a quarter
 * of the bytes the editor would otherwise add for a feature this editor turns off.
 */
export const Link = Mark.create({
  name: 'link',
  // Outside the other marks, as <a><strong>…</strong></a>, so a link is one element.
  priority: 1000,
  // Typing at a link's end does not lengthen it; Enter does not carry it to the next line.
  inclusive: false,
  keepOnSplit: false,
  exitable: true,

  addAttributes() {
    return { href: { default: null } };
  },

  parseHTML() {
    // A link the site would drop arrives as its text alone.
    return [{ tag: 'a[href]', getAttrs: (el) => (isKeptHref(el.getAttribute('href') ?? '') ? null : false) }];
  },

  renderHTML({ HTMLAttributes }) {
    const href = HTMLAttributes.href as unknown;
    return ['a', typeof href === 'string' && isKeptHref(href) ? { href } : {}, 0];
  },

  addCommands() {
    return {
      setLink:
        (href) =>
        ({ commands }) =>
          isKeptHref(href) && commands.setMark(this.name, { href }),
      unsetLink:
        () =>
        ({ commands }) =>
          commands.unsetMark(this.name, { extendEmptyMarkRange: true }),
    };
  },
});
