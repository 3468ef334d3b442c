/**
 * Each record with only the asked fields it has, in the order asked: the API's ?fields= on the list
 * and on Explore, and the card fields Explore's pages carry. Without fields, the records as they are.
 */
export function pickFields<T extends object, F extends keyof T>(
  records: readonly T[],
  fields: readonly F[],
): Pick<T, F>[] {
  return records.map(
    (record) =>
      Object.fromEntries(
        fields.filter((field) => record[field] !== undefined).map((field) => [field, record[field]]),
      ) as Pick<T, F>,
  );
}
