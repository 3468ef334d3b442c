import { InvalidError } from '@core/contract/errors';
import type { ErrorIssue } from '@core/contract/errors';

/** ['hasAirport=true', 'name=Île X'] → { hasAirport: 'true', name: 'Île X' }; splits at the first '='. */
export function parseFieldAssignments(assignments: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  const issues: ErrorIssue[] = [];
  for (const assignment of assignments) {
    const at = assignment.indexOf('=');
    if (at <= 0) {
      issues.push({ path: 'set', message: `'${assignment}' is not field=value` });
      continue;
    }
    const field = assignment.slice(0, at).trim();
    if (Object.hasOwn(values, field)) issues.push({ path: `set.${field}`, message: `${field} is set twice` });
    values[field] = assignment.slice(at + 1);
  }
  if (issues.length > 0) throw new InvalidError('Some --set values are not valid', issues);
  return values;
}
