import { afterEach, describe, expect, it, vi } from 'vitest';
// The same storage slot the theme uses for the colour mode, announcement bar and version preference.
// @ts-expect-error: aliased in vitest.config.mts to a file the package does not export, so it has no types here.
import { createStorageSlot } from 'docusaurus-storage-utils';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('browser storage slots', () => {
  it('throw when used during server rendering', () => {
    const slot = createStorageSlot('theme');
    expect(() => slot.get()).toThrow(/Illegal storage API usage for storage key "theme"/);
    expect(() => slot.set('dark')).toThrow(/supposed to be called on the server-rendering process/);
  });

  it('log and fall back to no-op storage when the browser refuses storage', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    const slot = createStorageSlot('theme');
    expect(slot.get()).toBeNull();
    expect(() => slot.set('dark')).not.toThrow();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('browser storage is not available'), expect.any(DOMException));
    warn.mockRestore();
  });

  it('log and keep working when a full storage refuses a write', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    vi.stubGlobal('window', { localStorage: full, dispatchEvent: () => true, location: { href: 'http://localhost/' } });
    vi.stubGlobal('document', { createEvent: () => ({ initStorageEvent: () => {} }) });
    const slot = createStorageSlot('docusaurus.announcement.dismiss');
    expect(() => slot.set('true')).not.toThrow();
    expect(error).toHaveBeenCalledWith(expect.stringContaining("Docusaurus storage error, can't set docusaurus.announcement.dismiss=true"), expect.any(DOMException));
    error.mockRestore();
  });
});
