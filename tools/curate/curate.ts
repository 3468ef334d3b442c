import path from 'node:path';
import { parseArgs } from 'node:util';
import { CONTACT_STATUSES, SUBMISSION_STATUSES } from '@core/contract/schemas';
import { isCoreError } from '@core/contract/errors';
import { approvalMail, rejectionMail } from '../../node/mail/review-mail';
import { reviewMailSettings, tellSubmitter } from './curate-mail';
import { parseFieldAssignments } from './field-assignments';
import { loadDataSettings } from '../../node/data-settings';
import { checkCatalogueFile } from '../catalogue-check';
import type { CurationBackend, ExitCode, ImageBackend } from './curate-backend';
import {
  CurateError,
  EXIT,
  openLocalBackend,
  openLocalImageBackend,
  openPublishBackend,
  openRemoteBackend,
  openRemoteImageBackend,
} from './curate-backend';
import { addImage, suggestImages } from './curate-images';
import { fixSatellitePicture, localSatellitePictures } from './curate-satellite';
import { nasaApiBase } from './nasa-search';
import {
  approvalText,
  contactText,
  contactsTable,
  duplicateWarnings,
  reviewText,
  submissionsTable,
  subscribersCsv,
} from './curate-format';
import { terminalSafe } from './terminal-safe';

export const HELP = `Reviewing what visitors send to Isolario, and the islands' NASA images.

Usage: npm run curate -- <command> [options]

  submissions list [--status pending|approved|rejected]
  submissions show <id>                 every field, the rules it breaks, likely duplicates
  submissions approve <id> [--featured] [--notes "..."] [--set field=value ...]
  submissions reject <id> --notes "..."
  contacts list [--status unread|read]
  contacts read <id>                    the whole message, marked read
  newsletter export                     active subscribers as CSV on stdout
  validate [file] [--no-coverage]       the same check as npm run data:check
  publish                               with DATABASE_URL: writes the islands approved through the
                                        admin API (waiting in the database) into CATALOG_FILE
  images suggest <island-id> [--limit N]
                                        candidate images from the NASA Image and Video Library,
                                        searched by the island's name and alternate names, best
                                        first; the only command that needs the internet
  images add <island-id> <url> [--caption "..."] [--credit "..."] [--primary]
                                        adds an image (caption as its title, credit as its source)
                                        on one of the accepted NASA hosts, as the admin API does
  images from-satellite <island-id>     fixes the island's computed NASA GIBS picture (framed on
                                        OUTLINES_FILE, asked of GIBS_URL) as its primary image,
                                        with GIBS's credit; once: a second run writes nothing

Options:
  --server URL   work against a running server through its admin endpoints; needs ADMIN_TOKEN
                 in the environment (the server's token). Without it, works on the local files
                 CATALOG_FILE (default data/catalog.json) and DATA_DIR (default var), or with
                 DATABASE_URL set, the shared PostgreSQL inbox every instance writes.
  --json         print records as JSON instead of text
  --set f=v      override an Island field on approval, typed by the schema: --set hasAirport=true
  --limit N      how many candidates images suggest prints (default 20; all with --json)

NASA_IMAGES_API (default https://images-api.nasa.gov) is where images suggest searches.
GIBS_URL (default https://gibs.earthdata.nasa.gov) is where images from-satellite's picture is
asked of; any host but NASA GIBS is refused.
SMTP_URL (smtp:// or smtps://user:password@host:port) and MAIL_FROM: approve and reject e-mail
the submitter the decision (with the island's page under PUBLIC_URL, or --server's URL). Unset,
nothing is sent and the command says whom to write to; a failed send leaves the decision made.

Local-file mode must not run while a server writes the same DATA_DIR or CATALOG_FILE: one
writer per file. When a server is running, use --server. With DATABASE_URL, reviewing while
servers run is safe: the database serialises every change, and approvals wait for publish.

Exit codes: 0 done, 1 refused (a data rule or a bad value), 2 usage, 3 no such id,
4 missing or wrong ADMIN_TOKEN, 5 server (or the NASA library) unreachable or failing.
`;

const COMMANDS: Record<string, { positionals: number; options: string[]; usage: string }> = {
  'submissions list': { positionals: 0, options: ['status', 'json'], usage: 'submissions list [--status ...]' },
  'submissions show': { positionals: 1, options: ['json'], usage: 'submissions show <id>' },
  'submissions approve': {
    positionals: 1,
    options: ['featured', 'notes', 'set', 'json'],
    usage: 'submissions approve <id> [--featured] [--notes "..."] [--set field=value ...]',
  },
  'submissions reject': { positionals: 1, options: ['notes', 'json'], usage: 'submissions reject <id> --notes "..."' },
  'contacts list': { positionals: 0, options: ['status', 'json'], usage: 'contacts list [--status unread|read]' },
  'contacts read': { positionals: 1, options: ['json'], usage: 'contacts read <id>' },
  'newsletter export': { positionals: 0, options: [], usage: 'newsletter export' },
  'images suggest': { positionals: 1, options: ['limit', 'json'], usage: 'images suggest <island-id> [--limit N]' },
  'images add': {
    positionals: 2,
    options: ['caption', 'credit', 'primary', 'json'],
    usage: 'images add <island-id> <url> [--caption "..."] [--credit "..."] [--primary]',
  },
  'images from-satellite': { positionals: 1, options: ['json'], usage: 'images from-satellite <island-id>' },
};

export interface Io {
  out(text: string): void;
  err(text: string): void;
  env: NodeJS.ProcessEnv;
}

const usage = (message: string) => new CurateError(EXIT.usage, `${message}\nRun npm run curate -- --help for usage.`);

/** Runs one command and returns its exit code; all output goes through io, terminal-safe. */
export async function runCurate(argv: string[], rawIo: Io): Promise<ExitCode> {
  const io: Io = {
    out: (text) => rawIo.out(terminalSafe(text)),
    err: (text) => rawIo.err(terminalSafe(text)),
    env: rawIo.env,
  };
  try {
    return await dispatch(argv, io);
  } catch (error) {
    if (error instanceof CurateError) {
      io.err(`curate: ${error.message}\n`);
      for (const issue of error.issues) io.err(`  - ${issue.path ? `${issue.path}: ` : ''}${issue.message}\n`);
      if (error.hint) io.err(`${error.hint}\n`);
      return error.exitCode;
    }
    if (isCoreError(error)) {
      io.err(`curate: ${error.message}\n`);
      return EXIT.refused;
    }
    throw error;
  }
}

async function dispatch(argv: string[], io: Io): Promise<ExitCode> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        status: { type: 'string' },
        featured: { type: 'boolean' },
        notes: { type: 'string' },
        set: { type: 'string', multiple: true },
        server: { type: 'string' },
        json: { type: 'boolean' },
        caption: { type: 'string' },
        credit: { type: 'string' },
        primary: { type: 'boolean' },
        limit: { type: 'string' },
        'no-coverage': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw usage((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help || positionals[0] === 'help') {
    io.out(HELP);
    return EXIT.ok;
  }
  if (positionals.length === 0) throw usage('Say what to do, e.g. npm run curate -- submissions list');

  if (positionals[0] === 'validate') {
    if (values.server !== undefined)
      throw usage('validate checks the catalogue file (CATALOG_FILE); run it where the file is, without --server');
    rejectOptions(values, ['no-coverage'], 'validate');
    if (positionals.length > 2) throw usage('validate takes at most one file');
    return validate(positionals[1], values['no-coverage'] === true, io);
  }

  if (positionals[0] === 'publish') {
    if (values.server !== undefined) throw usage('publish writes the catalogue file here; run it without --server');
    rejectOptions(values, ['json'], 'publish');
    if (positionals.length > 1) throw usage('publish takes no arguments');
    return publish(values.json === true, io);
  }

  const name = positionals.slice(0, 2).join(' ');
  const command = COMMANDS[name];
  if (!command) throw usage(`Unknown command '${positionals.slice(0, 2).join(' ')}'`);
  rejectOptions(values, [...command.options, 'server'], name);
  const args = positionals.slice(2);
  if (args.length !== command.positionals) throw usage(`Usage: npm run curate -- ${command.usage}`);
  const id = args[0] ?? '';
  if (values.status !== undefined) {
    const statuses: readonly string[] = name === 'contacts list' ? CONTACT_STATUSES : SUBMISSION_STATUSES;
    if (!statuses.includes(values.status)) throw usage(`--status must be one of ${statuses.join(', ')}`);
  }
  if (name === 'submissions reject' && !values.notes?.trim()) throw usage('Say why with --notes "..."');
  let set: Record<string, string> | undefined;
  if (values.set) {
    try {
      set = parseFieldAssignments(values.set);
    } catch (error) {
      if (!isCoreError(error)) throw error;
      throw new CurateError(EXIT.usage, 'Use --set field=value', error.issues);
    }
  }

  if (positionals[0] === 'images') {
    const limit = values.limit === undefined ? undefined : Number(values.limit);
    if (limit !== undefined && !(Number.isInteger(limit) && limit >= 1))
      throw usage(`--limit must be a whole number from 1, not '${values.limit}'`);
    // Before anything is opened: a bad NASA_IMAGES_API is a usage mistake, not a failed search.
    const apiBase = name === 'images suggest' ? nasaApiBase(io.env) : '';
    const images = await openImageBackend(values.server, io, name === 'images from-satellite');
    const output = { out: io.out, err: io.err, json: values.json === true };
    try {
      if (name === 'images suggest') await suggestImages(images, id, { apiBase, limit }, output);
      else if (name === 'images from-satellite') await fixSatellitePicture(images, id, output);
      else {
        const payload = { imageUrl: args[1]!, title: values.caption, source: values.credit, isPrimary: values.primary };
        await addImage(images, id, payload, output);
      }
    } finally {
      await images.close();
    }
    return EXIT.ok;
  }

  // Before any decision: an unusable SMTP setting stops it with nothing changed.
  const mail = name === 'submissions approve' || name === 'submissions reject' ? reviewMailSettings(io.env) : undefined;
  const backend = await openBackend(values.server, io);
  // A decision saved whose e-mail did not go (SMTP configured) ends with its own code.
  let exit: ExitCode = EXIT.ok;
  const told = (sent: boolean) => {
    if (!sent && mail) exit = EXIT.unsent;
  };
  try {
    const print = (value: unknown, text: () => string) =>
      io.out(values.json ? `${JSON.stringify(value, null, 2)}\n` : text());
    switch (name) {
      case 'submissions list': {
        const submissions = await backend.listSubmissions(values.status);
        const empty = `No ${values.status ? `${values.status} ` : ''}submissions.\n`;
        print(submissions, () => (submissions.length === 0 ? empty : submissionsTable(submissions)));
        break;
      }
      case 'submissions show': {
        const review = await backend.showSubmission(id);
        print(review, () => reviewText(review));
        break;
      }
      case 'submissions approve': {
        let approval;
        try {
          approval = await backend.approve(id, { featured: values.featured, notes: values.notes, set });
        } catch (error) {
          if (error instanceof CurateError && error.exitCode === EXIT.refused && error.issues.length > 0) {
            throw new CurateError(error.exitCode, error.message, error.issues, fixHint(id, error.issues));
          }
          throw error;
        }
        for (const warning of duplicateWarnings(approval)) io.err(`${warning}\n`);
        print(approval, () => approvalText(approval, backend.islandLocation(approval.island.id)));
        const siteUrl = io.env.PUBLIC_URL?.trim() || values.server;
        told(
          await tellSubmitter(
            approvalMail(approval.submission, approval.island, {
              siteUrl,
              awaitingPublication: approval.awaitingPublication,
            }),
            mail,
            io.err,
          ),
        );
        break;
      }
      case 'submissions reject': {
        const submission = await backend.reject(id, values.notes!);
        print(
          submission,
          () => `Rejected submission ${submission.id} ('${submission.name}'): ${submission.reviewNotes}\n`,
        );
        told(await tellSubmitter(rejectionMail(submission), mail, io.err));
        break;
      }
      case 'contacts list': {
        const contacts = await backend.listContacts(values.status);
        const empty = `No ${values.status ? `${values.status} ` : ''}contact messages.\n`;
        print(contacts, () => (contacts.length === 0 ? empty : contactsTable(contacts)));
        break;
      }
      case 'contacts read': {
        const contact = await backend.readContact(id);
        print(contact, () => contactText(contact));
        break;
      }
      case 'newsletter export': {
        const subscribers = await backend.activeSubscribers();
        io.out(subscribersCsv(subscribers));
        io.err(`${subscribers.length} active subscriber${subscribers.length === 1 ? '' : 's'}\n`);
        break;
      }
    }
  } finally {
    await backend.close();
  }
  return exit;
}

function rejectOptions(values: Record<string, unknown>, allowed: string[], command: string) {
  for (const [option, value] of Object.entries(values)) {
    if (value !== undefined && !allowed.includes(option)) throw usage(`--${option} is not an option of ${command}`);
  }
}

/** Points at a --set that fixes a broken rule, preferring one with a real value over 'name=...'. */
function fixHint(id: string, issues: { message: string }[]): string {
  const fixes = issues.flatMap((issue) => [...issue.message.matchAll(/set (\w+=[^\s,;]+)/g)].map((match) => match[1]!));
  const example = fixes.find((fix) => !fix.endsWith('...')) ?? fixes[0] ?? 'field=value';
  return `Fix with --set field=value and approve again, e.g.:\n  npm run curate -- submissions approve ${id} --set ${example}`;
}

/** --server's URL and ADMIN_TOKEN, checked before anything is asked of the server. */
function serverAccess(server: string, io: Io): { url: string; token: string } {
  let url: URL;
  try {
    url = new URL(server);
  } catch {
    throw usage(`--server must be a URL such as http://localhost:3000, not '${server}'`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw usage('--server must be an http or https URL');
  const token = io.env.ADMIN_TOKEN?.trim();
  if (!token)
    throw new CurateError(EXIT.auth, "--server needs ADMIN_TOKEN in the environment: the running server's token");
  return { url: url.origin + url.pathname, token };
}

function localConfig(io: Io) {
  try {
    return loadDataSettings(io.env);
  } catch (error) {
    throw usage((error as Error).message);
  }
}

async function openBackend(server: string | undefined, io: Io): Promise<CurationBackend> {
  if (server !== undefined) {
    const { url, token } = serverAccess(server, io);
    return openRemoteBackend(url, token);
  }
  return openLocalBackend(localConfig(io), (line) => io.err(`${line}\n`));
}

/** With pictures, the local islands carry their satellite picture; a server's always do. */
async function openImageBackend(server: string | undefined, io: Io, pictures = false): Promise<ImageBackend> {
  if (server !== undefined) {
    const { url, token } = serverAccess(server, io);
    return openRemoteImageBackend(url, token);
  }
  const config = localConfig(io);
  return openLocalImageBackend(config, pictures ? await localSatellitePictures(config) : undefined);
}

/** The approvals queue into the catalogue file; exit 1 when any stays queued. */
async function publish(json: boolean, io: Io): Promise<ExitCode> {
  const config = localConfig(io);
  const backend = await openPublishBackend(config);
  let publication;
  try {
    publication = await backend.publish();
  } finally {
    await backend.close();
  }
  const { published, refused } = publication;
  if (json) io.out(`${JSON.stringify(publication, null, 2)}\n`);
  else if (published.length === 0) io.out('Nothing was waiting for publication.\n');
  else {
    io.out(`Published ${published.length} island${published.length === 1 ? '' : 's'} into ${config.catalogFile}:\n`);
    for (const island of published) io.out(`  ${island.id}  ${island.name}\n`);
    io.out('Commit the catalogue and deploy it to every instance.\n');
  }
  for (const entry of refused)
    io.err(`not published: ${entry.islandId} (submission ${entry.submissionId}): ${entry.reason}\n`);
  return refused.length > 0 ? EXIT.refused : EXIT.ok;
}

/** The same check as npm run data:check: the catalogue and the derived files beside it. */
async function validate(fileArgument: string | undefined, noCoverage: boolean, io: Io): Promise<ExitCode> {
  const file = fileArgument ? path.resolve(fileArgument) : localConfig(io).catalogFile;
  const valid = await checkCatalogueFile(
    file,
    { coverage: !noCoverage },
    { out: (line) => io.out(`${line}\n`), err: (line) => io.err(`${line}\n`) },
  );
  return valid ? EXIT.ok : EXIT.refused;
}

const isEntry = process.argv[1]?.endsWith('tools/curate/curate.ts');
if (isEntry) {
  const code = await runCurate(process.argv.slice(2), {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
    env: process.env,
  });
  process.exitCode = code;
}
