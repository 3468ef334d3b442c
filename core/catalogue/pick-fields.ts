/**
 * Each record with only the asked fields it has, in the order asked: the API's ?fields= (the list,
 * Explore, a category), and the card fields Explore's and the category pages' reads carry. Without
 * fields, the records themselves.
 */
export function pickFields<T extends object, F extends keyof T = keyof T>(
  records: T[],
  fields?: readonly F[],
): Pick<T, F>[] {
  if (!fields) return records;
  return records.map(
    (record) =>
      Object.fromEntries(
        fields.filter((field) => record[field] !== undefined).map((field) => [field, record[field]]),
      ) as Pick<T, F>,
  );
}
