/** The usage examples, exactly as the page shows them; a test runs each against the server. */
export interface UsageExample {
  value: 'javascript' | 'typescript' | 'python' | 'curl';
  label: string;
  /** What the reader saves the snippet as, and how they run it. */
  fileName: string;
  run: string;
  code: string;
}

export function usageExamples(origin: string): UsageExample[] {
  return [
    {
      value: 'javascript',
      label: 'JavaScript',
      fileName: 'islands.mjs',
      run: 'node islands.mjs',
      code: `const BASE_URL = '${origin}';

// Search the catalogue, then fetch the first match in full.
const response = await fetch(\`\${BASE_URL}/api/islands/search/military\`);
if (!response.ok) throw new Error(\`Request failed: \${response.status}\`);
const islands = await response.json();

console.log(\`\${islands.length} islands with a military history\`);
for (const island of islands) {
  console.log(\`- \${island.name} (\${island.region}) \${island.latitude}, \${island.longitude}\`);
}

const first = await fetch(\`\${BASE_URL}/api/islands/\${islands[0].id}\`).then((res) => res.json());
console.log(first.description);
`,
    },
    {
      value: 'typescript',
      label: 'TypeScript (typed client)',
      fileName: 'islands.ts',
      run: 'npx tsx islands.ts',
      code: `// A typed client generated from the OpenAPI document:
//   npm install openapi-fetch && npm install -D openapi-typescript typescript tsx
//   npx openapi-typescript ${origin}/api/openapi.json -o isolario.d.ts
import createClient from 'openapi-fetch';
import type { paths } from './isolario';

// Lists (near, bbox, fields) go comma-separated, as the document's form style says.
const client = createClient<paths>({
  baseUrl: '${origin}',
  querySerializer: { array: { style: 'form', explode: false } },
});

// Numbers and booleans as they are: the types come from the document.
const { data, error } = await client.GET('/api/islands', {
  params: { query: { hasAirport: true, sort: 'area', limit: 3, fields: ['id', 'name', 'area'] } },
});
if (error) throw new Error(error.message);
console.log('The 3 largest islands with an airport:');
for (const island of data) console.log(\`- \${island.name}: \${island.area ?? '?'} km²\`);
`,
    },
    {
      value: 'python',
      label: 'Python',
      fileName: 'islands.py',
      run: 'python3 islands.py',
      code: `import json
from urllib.parse import quote
from urllib.request import urlopen

BASE_URL = "${origin}"


def get(path):
    with urlopen(BASE_URL + path) as response:
        return json.load(response)


# Every island of one region, then the catalogue's statistics.
islands = get("/api/islands/region/" + quote("pacific"))
print(f"{len(islands)} islands in the Pacific")
for island in islands:
    print(f"- {island['name']}: population {island['population']}")

stats = get("/api/statistics")
print(f"{stats['totalIslands']} islands in {stats['countries']} countries")
`,
    },
    {
      value: 'curl',
      label: 'cURL',
      fileName: 'islands.sh',
      run: 'sh islands.sh',
      code: `# One island by id
curl -s "${origin}/api/islands/tristan-da-cunha"

# Islands of a category
curl -s "${origin}/api/islands/category/military-history"

# Catalogue statistics
curl -s "${origin}/api/statistics"

# The islands within 500 km of Tristan da Cunha, nearest first, with their distances
curl -s "${origin}/api/islands?near=-37.1052,-12.2777&radius=500&fields=id,name,distanceKm"

# How many islands a search finds, by region, category and feature
curl -s "${origin}/api/islands/facets?q=volcanic"
`,
    },
  ];
}
