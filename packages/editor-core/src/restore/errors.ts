/** One step of a path into a document: a property name or a list index. */
export type PathSegment = string | number;

/** `elements[3].fontSize`; the whole document is `document`. */
export function formatPath(path: readonly PathSegment[]): string {
  if (path.length === 0) return 'document';
  return path.reduce<string>((text, segment) => (typeof segment === 'number' ? `${text}[${segment}]` : text ? `${text}.${segment}` : segment), '');
}

/** A document restore() cannot repair: `path` says where, the message says where and what. */
export class EditorDocumentError extends Error {
  readonly path: string;
  readonly problem: string;

  constructor(path: readonly PathSegment[] | string, problem: string) {
    const where = typeof path === 'string' ? path : formatPath(path);
    super(`${where}: ${problem}`);
    this.name = 'EditorDocumentError';
    this.path = where;
    this.problem = problem;
  }
}

export type RestoreWarningCode =
  | 'migrated'
  | 'element_dropped'
  | 'id_regenerated'
  | 'opacity_clamped'
  | 'rotation_normalised'
  | 'property_dropped';

/** A repair restore() made; the document it returns is valid, but not exactly what it was given. */
export interface RestoreWarning {
  code: RestoreWarningCode;
  path: string;
  message: string;
}

export const warning = (code: RestoreWarningCode, path: readonly PathSegment[], problem: string): RestoreWarning => {
  const where = formatPath(path);
  return { code, path: where, message: `${where}: ${problem}` };
};
