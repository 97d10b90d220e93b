/**
 * The comments of a record (platform §7 "Comments"): an affiliate, a loan, an investor or a user
 * carries them alike, each listed by `GET {record}/comentariosList`.
 */
import { iriOf, readKey } from '../resources';

const userIri = (id: number | string) => iriOf('GET /api/users/:id', { id });

/** The records that carry comments, by the key a new comment names its record with. */
export const COMMENT_SECTIONS = {
  afiliado: 'GET /api/afiliados/:id/comentariosList',
  credito: 'GET /api/creditos/:id/comentariosList',
  inversor: 'GET /api/inversores/:id/comentariosList',
  usuario: 'GET /api/users/:id/comentariosList',
} as const;
export type CommentSection = keyof typeof COMMENT_SECTIONS;

export const commentsKey = (section: CommentSection, id: number | string) =>
  readKey(COMMENT_SECTIONS[section], { id });

/** The link of a record that carries comments, the parent of its comments (/api/creditos/9). */
export const commentRecordIri = (section: CommentSection, id: number | string) =>
  iriOf(COMMENT_SECTIONS[section], { id }).replace(/\/comentariosList$/, '');

/** POST /api/comentarios: the section link, department, user link, date, tipo and text (§7). */
export function commentBody(input: {
  section: CommentSection;
  recordId: number | string;
  userId: number | string;
  departamento: string;
  mensaje: string;
  now?: Date;
}) {
  return {
    [input.section]: commentRecordIri(input.section, input.recordId),
    departamento: input.departamento,
    user: userIri(input.userId),
    date: (input.now ?? new Date()).toISOString(),
    tipo: input.section,
    mensaje: input.mensaje,
  };
}
