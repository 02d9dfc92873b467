/** Ids of properties that search shows, newest first, a page of 100 at a time. */
export async function listPropertyIds(appUrl: string, wanted: number): Promise<number[]> {
  const ids: number[] = [];
  for (let offset = 0; ids.length < wanted; offset += 100) {
    const res = await fetch(`${appUrl}/api/properties?limit=100&offset=${offset}`);
    if (!res.ok) throw new Error(`GET /api/properties answered ${res.status}`);
    const page = (await res.json()) as Array<{ id: number }>;
    ids.push(...page.map((p) => p.id));
    if (page.length < 100) break;
  }
  if (ids.length === 0) throw new Error("search shows no property: nothing to load");
  return ids;
}
