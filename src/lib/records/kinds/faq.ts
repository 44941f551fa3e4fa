import { z } from 'zod';
import { FAQ_ANSWER_MAX, FAQ_QUESTION_MAX } from '../../api/deskContent.ts';
import { RequiredText } from '../../api/fields.ts';
import { defineKind } from '../defineKind.ts';
import { field, Position } from '../fieldTypes.ts';

export const faq = defineKind({
  title: 'FAQs',
  one: 'FAQ',
  section: 'content',
  page: '/Faqs',
  adds: true,
  removes: true,
  ownEditor: true,
  fields: z.object({
    question: field(RequiredText(FAQ_QUESTION_MAX), { label: 'Question' }),
    answer: field(RequiredText(FAQ_ANSWER_MAX), { label: 'Answer', input: 'textarea' }),
    position: Position,
  }),
  store: { table: 'faqs', columns: { question: 'question', answer: 'answer' }, ordered: true },
});
