/**
 * Algolia's facetFilters: a list whose items are ANDed, where an item that is itself a list is
 * ORed; `attribute:value`, negated as `attribute:-value` (or `-attribute:value`); a bare string
 * is one filter.
 */
export type FacetFilters = string | readonly FacetFilters[];

type Filter = {attribute: string; value: string; negated: boolean};

function parseFilter(raw: string): Filter {
  const colon = raw.indexOf(':');
  if (colon < 0) throw new Error(`Invalid facet filter "${raw}": expected attribute:value`);
  let attribute = raw.slice(0, colon).trim();
  let value = raw.slice(colon + 1).trim();
  let negated = false;
  if (attribute.startsWith('-')) [attribute, negated] = [attribute.slice(1), true];
  if (value.startsWith('-')) [value, negated] = [value.slice(1), true];
  if (value.startsWith('\\-')) value = value.slice(1);
  return {attribute, value, negated};
}

function groups(filters: FacetFilters | undefined): Filter[][] {
  if (filters === undefined) return [];
  const list = typeof filters === 'string' ? [filters] : filters;
  // Algolia's type nests without limit; only two levels have a meaning (AND of ORs), deeper ones are ORed.
  const flat = (item: FacetFilters): string[] => (typeof item === 'string' ? [item] : item.flatMap(flat));
  return list.map((item) => flat(item).map(parseFilter));
}

/** The record's values for an attribute (a dotted path), as strings: facets match on strings. */
export function facetValues(record: unknown, attribute: string): string[] {
  let value: unknown = record;
  for (const key of attribute.split('.')) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  if (value === undefined || value === null) return [];
  return (Array.isArray(value) ? value : [value]).map(String);
}

export function compileFacetFilters(filters: FacetFilters | undefined): (record: unknown) => boolean {
  const compiled = groups(filters).filter((g) => g.length > 0);
  return (record) => compiled.every((group) => group.some((f) => facetValues(record, f.attribute).includes(f.value) !== f.negated));
}

/**
 * The docusaurus_tag values the filters can match, to load only those index files; undefined when
 * the filters do not restrict the tag (then every file is needed).
 */
export function tagsNeeded(filters: FacetFilters | undefined, attribute = 'docusaurus_tag'): Set<string> | undefined {
  let needed: Set<string> | undefined;
  for (const group of groups(filters)) {
    if (group.length === 0 || !group.every((f) => f.attribute === attribute && !f.negated)) continue;
    const values = new Set(group.map((f) => f.value));
    needed = needed ? new Set([...needed].filter((v) => values.has(v))) : values;
  }
  return needed;
}
