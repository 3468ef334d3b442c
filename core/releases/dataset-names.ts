// The dataset's names, apart from the data package (which builds the table schema with zod): the
// island page's "Cite this" needs the title, not the schema.

export const DATASET_TITLE = 'Isolario: a catalogue of remote islands';
export const DATASET_NAME = 'isolario';
export const DATASET_DESCRIPTION =
  "Remote islands, atolls and archipelagos of the world's oceans: where each lies, who lives there, how to reach it and why it matters, each record with the pages its facts were read from.";
