// The part of Frictionless' datapackage-js (no types of its own) the release tests use.
declare module 'datapackage' {
  interface Resource {
    name: string;
    tabular: boolean;
    headers: string[] | null;
    schema: { fieldNames: string[] };
    read(options?: { cast?: boolean; keyed?: boolean; limit?: number }): Promise<unknown[]>;
  }
  export class Package {
    static load(descriptor: string | object, options?: { basePath?: string }): Promise<Package>;
    valid: boolean;
    errors: Error[];
    resources: Resource[];
  }
}
