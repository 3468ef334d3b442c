import path from 'node:path';
import { loadDataSettings } from '../node/data-settings';
import { checkCatalogueFile } from './catalogue-check';

/** npm run data:check [file] [--no-coverage]: every catalogue rule, one line per problem, exit 1 on any. */
async function main() {
  const fileArgument = process.argv.slice(2).find((argument) => !argument.startsWith('--'));
  const file = fileArgument ? path.resolve(fileArgument) : loadDataSettings().catalogFile;
  const valid = await checkCatalogueFile(
    file,
    { coverage: !process.argv.includes('--no-coverage') },
    { out: (line) => console.log(line), err: (line) => console.error(line) },
  );
  if (!valid) process.exit(1);
}

await main();
