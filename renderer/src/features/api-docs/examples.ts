/** The usage examples, exactly as the page shows them; a test runs each against the server. */
export interface UsageExample {
  value: 'javascript' | 'python' | 'curl';
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
