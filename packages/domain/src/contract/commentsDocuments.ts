/**
 * The typed contract of the comments and documents every record carries (platform §3 "Comment",
 * "Document"): an affiliate's, a loan's, an investor's or a user's comment list, writing and
 * deleting a comment, uploading, deleting and downloading a document. Pure data.
 */
import { Type } from 'typebox';
import type { RouteTable } from './routes';
import {
  Collection,
  IdParams,
  Int,
  Link,
  Member,
  NInt,
  NStr,
  NText,
  Nullable,
  Option,
  Resource,
  Str,
} from './schema';

/** A document in a record's document list (§3 "Document"). */
export const DocumentItem = Type.Object({
  ...Member('Document'),
  id: Int(),
  createdAt: Str(),
  type: Str(),
  description: NStr(),
  lwId: NStr(),
  status: NInt(),
  name: Str(),
  download: NStr(),
});

/** A comment in a record's comment list (§3 "Comment"). */
export const CommentItem = Type.Object({
  ...Member('Comentario'),
  id: Int(),
  departamento: Str(),
  nameUser: Str(),
  createdAt: Str(),
  mensaje: Str(),
  tipo: NStr(),
});

export const Comment = Type.Object({
  ...Resource('Comentario'),
  id: Int(),
  departamento: Str(),
  nameUser: Str(),
  createdAt: Str(),
  mensaje: Str(),
  tipo: NStr(),
  afiliado: Type.Optional(Str()),
  credito: Type.Optional(Str()),
  inversor: Type.Optional(Str()),
  usuario: Type.Optional(Str()),
  user: Str(),
});

/** A comment names its record with exactly one of afiliado, credito, inversor or usuario. */
export const CommentCreate = Type.Object(
  {
    afiliado: Type.Optional(Link),
    credito: Type.Optional(Link),
    inversor: Type.Optional(Link),
    usuario: Type.Optional(Link),
    departamento: Type.Optional(NText(50)),
    user: Type.Optional(Link),
    date: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
    tipo: Type.Optional(NText(50)),
    mensaje: Type.String({ maxLength: 5000 }),
  },
  { additionalProperties: false },
);

export const Document = Type.Object({
  '@context': Str(),
  ...DocumentItem.properties,
});

/** A file's bytes (a download): described, not serialised. */
export const FileDownload = Type.Unsafe<unknown>({ type: 'string', format: 'binary' });
/** 204: no body. */
export const NoContent = Type.Null();

const comments = { params: IdParams, response: Collection(CommentItem) } as const;

export const COMMENT_DOCUMENT_ROUTES = {
  'GET /api/afiliados/:id/comentariosList': comments,
  'GET /api/creditos/:id/comentariosList': comments,
  'GET /api/inversores/:id/comentariosList': comments,
  'GET /api/users/:id/comentariosList': comments,
  'POST /api/comentarios': { body: CommentCreate, response: Comment, status: 201 },
  'DELETE /api/comentarios/:id': { params: IdParams, response: NoContent, status: 204 },
  'GET /api/comentarios/departamentosSelect': { response: Type.Array(Option) },
  'POST /api/documents/upload': { response: Document, status: 201 },
  'DELETE /api/documents/:id': { params: IdParams, response: NoContent, status: 204 },
  'GET /api/documents/:id/download': { params: IdParams, response: FileDownload },
} as const satisfies RouteTable;
