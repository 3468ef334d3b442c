import { Package } from 'datapackage';

/**
 * A release's data package as Frictionless' own library reads it: the descriptor against the
 * Data Package profile, each file's presence, and every CSV row cast to its Table Schema (a cell
 * that is not its field's type, or a required one left empty, fails). Returns what is wrong.
 */
export async function dataPackageProblems(descriptorFile: string): Promise<string[]> {
  const dataPackage = await Package.load(descriptorFile);
  const problems = dataPackage.valid
    ? []
    : dataPackage.errors.map((error: Error) => `datapackage.json: ${error.message}`);
  for (const resource of dataPackage.resources) {
    if (!resource.tabular) continue;
    try {
      const header = (await resource.read({ limit: 0, keyed: false })) && resource.headers;
      const fields = resource.schema.fieldNames as string[];
      if (JSON.stringify(header) !== JSON.stringify(fields))
        problems.push(`${resource.name}: its header is not its schema's fields in order`);
      await resource.read({ cast: true });
    } catch (error) {
      const rows = (error as { errors?: Error[] }).errors ?? [];
      problems.push(
        `${resource.name}: ${(error as Error).message}${
          rows.length
            ? `: ${rows
                .slice(0, 3)
                .map((row) => row.message)
                .join('; ')}`
            : ''
        }`,
      );
    }
  }
  return problems;
}
