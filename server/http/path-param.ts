import type { Request } from 'express';

/** A named parameter of the matched route: always there (or the route would not have matched). */
export function pathParam(req: Request, name: string): string {
  const value = req.params[name];
  return typeof value === 'string' ? value : String(value);
}
