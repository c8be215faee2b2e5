import { INDEX_FIELDS, INDEX_FORMAT_VERSION, META_FILE, pageFile, shardFile, type IndexMeta, type PagePart, type TermShard } from './records';
import { decodeVarints } from './varint';
import { Dictionary, FIRST_CJK, lowerBound } from './words';

/** Reads a file of a locale's `search-index/` folder as JSON (fetch in the browser, the file system in tools). */
export type ReadJson = (path: string) => Promise<unknown>;

/** One field of a term's postings: record ids (page ids for the page field), frequencies, lengths. */
export interface FieldPostings {
  ids: Int32Array;
  freqs: Int32Array;
  lengths: Int32Array;
}

/**
 * A locale's index as it arrives: the meta file at once, then term shards and page files as
 * queries need them. Each file is fetched once and shared by concurrent callers; a failed fetch
 * is forgotten, so the next query asks again.
 */
export class IndexStore {
  readonly meta: IndexMeta;
  readonly dictionary: Dictionary;
  private readonly read: ReadJson;
  private readonly shardLoads = new Map<number, Promise<void>>();
  private readonly shards = new Map<number, TermShard>();
  private readonly partLoads = new Map<string, Promise<void>>();
  private readonly parts = new Map<string, PagePart>();
  private readonly decoded = new Map<string, FieldPostings[] | null>();

  private constructor(meta: IndexMeta, read: ReadJson) {
    this.meta = meta;
    this.read = read;
    this.dictionary = new Dictionary(meta.words);
  }

  /** Loads the meta file; rejects a file of another format version. */
  static async open(read: ReadJson): Promise<IndexStore> {
    const meta = (await read(META_FILE)) as IndexMeta;
    if (meta?.version !== INDEX_FORMAT_VERSION) throw new Error(`index format ${String(meta?.version)}, expected ${INDEX_FORMAT_VERSION}`);
    return new IndexStore(meta, read);
  }

  /** Number of shards fetched so far (for tools and tests). */
  get loadedShards(): number {
    return this.shards.size;
  }

  /** The shard that holds `term` if the index has it. */
  shardOf(term: string): number {
    const { shards } = this.meta;
    let low = 0;
    let high = shards.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (shards[middle]! <= term) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** The shards that may hold terms starting with `prefix`. */
  shardsWithPrefix(prefix: string): number[] {
    const first = this.shardOf(prefix);
    const last = this.shardOf(`${prefix}\uffff`);
    return Array.from({ length: last - first + 1 }, (_, k) => first + k);
  }

  /** Fetches the shards not loaded yet (in parallel). */
  async loadShards(ids: Iterable<number>): Promise<void> {
    await Promise.all([...new Set(ids)].map((id) => this.loadShard(id)));
  }

  private loadShard(id: number): Promise<void> {
    return fetchOnce(this.shardLoads, id, () =>
      this.read(shardFile(this.meta.key, id)).then((shard) => {
        const { terms, postings } = shard as TermShard;
        if (!Array.isArray(terms) || !Array.isArray(postings) || terms.length !== postings.length) throw new Error(`search shard ${id} is malformed`);
        this.shards.set(id, { terms, postings });
      }),
    );
  }

  /** The postings of a term, decoded once; undefined when the index lacks it. Its shard must be loaded. */
  postings(term: string): FieldPostings[] | undefined {
    const cached = this.decoded.get(term);
    if (cached !== undefined) return cached ?? undefined;
    const shard = this.loadedShard(this.shardOf(term));
    const at = lowerBound(shard.terms, term);
    const result = shard.terms[at] === term ? decodePostings(shard.postings[at]!) : null;
    this.decoded.set(term, result);
    return result ?? undefined;
  }

  /**
   * The index terms that start with `prefix` and are longer than it. Latin ones come from the
   * dictionary; others from the shards of {@link shardsWithPrefix}, which must be loaded.
   */
  termsWithPrefix(prefix: string): string[] {
    if (prefix < FIRST_CJK) return this.dictionary.withPrefix(prefix).filter((term) => term !== prefix);
    const out: string[] = [];
    for (const id of this.shardsWithPrefix(prefix)) {
      const { terms } = this.loadedShard(id);
      for (let i = lowerBound(terms, prefix); i < terms.length && terms[i]!.startsWith(prefix); i += 1) if (terms[i] !== prefix) out.push(terms[i]!);
    }
    return out;
  }

  private loadedShard(id: number): TermShard {
    const shard = this.shards.get(id);
    if (!shard) throw new Error(`search shard ${id} was used before it was loaded`);
    return shard;
  }

  /** Fetches the page parts not loaded yet (in parallel). */
  async loadParts(parts: Iterable<PartRef>): Promise<void> {
    const unique = new Map([...parts].map((ref) => [partKey(ref), ref]));
    await Promise.all([...unique].map(([key, ref]) => this.loadPart(key, ref)));
  }

  private loadPart(key: string, { page, part }: PartRef): Promise<void> {
    return fetchOnce(this.partLoads, key, () =>
      this.read(pageFile(this.meta.key, page, part)).then((file) => {
        const entry = file as PagePart;
        if (typeof entry?.u !== 'string' || !Array.isArray(entry.s)) throw new Error(`search page ${page} part ${part} is malformed`);
        this.parts.set(key, entry);
      }),
    );
  }

  /** Whether a page part's file has arrived. */
  hasPart(ref: PartRef): boolean {
    return this.parts.has(partKey(ref));
  }

  /** A loaded page part. */
  part(ref: PartRef): PagePart {
    const part = this.parts.get(partKey(ref));
    if (!part) throw new Error(`search page ${ref.page} part ${ref.part} was used before it was loaded`);
    return part;
  }
}

/** One part file of one page. */
export interface PartRef {
  page: number;
  part: number;
}

/** The key of a part in maps and sets. */
export const partKey = ({ page, part }: PartRef): string => `${page}-${part}`;

/** The load of `id`, started once and shared; forgotten when it fails, so the next call tries again. */
function fetchOnce<K>(loads: Map<K, Promise<void>>, id: K, load: () => Promise<void>): Promise<void> {
  let loading = loads.get(id);
  if (!loading) {
    loading = load().catch((error: unknown) => {
      loads.delete(id);
      throw error;
    });
    loads.set(id, loading);
  }
  return loading;
}

function decodePostings(text: string): FieldPostings[] {
  const values = decodeVarints(text);
  const fields: FieldPostings[] = [];
  let at = 0;
  for (let field = 0; field < INDEX_FIELDS.length; field += 1) {
    const count = values[at++] ?? 0;
    const ids = new Int32Array(count);
    const freqs = new Int32Array(count);
    const lengths = new Int32Array(count);
    let previous = -1;
    for (let i = 0; i < count; i += 1) {
      const entry = values[at++]!;
      previous += entry >>> 1;
      ids[i] = previous;
      freqs[i] = entry & 1 ? values[at++]! + 2 : 1;
      lengths[i] = values[at++]!;
    }
    fields.push({ ids, freqs, lengths });
  }
  return fields;
}
