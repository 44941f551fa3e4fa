import { setPersistentEngine, windowPersistentEvents } from '@nanostores/persistent';

/**
 * The booking in progress lives for the tab, not forever: persistent stores use sessionStorage.
 * A persistent store reads its storage when its module is evaluated, so every store module imports
 * this one first (an import's body runs before the importer's). Where sessionStorage is missing
 * (the build) or refused (some private modes) the stores keep their values in memory.
 */
function sessionStorageOrMemory(): Record<string, string> {
  try {
    if (typeof sessionStorage !== 'undefined') return sessionStorage as unknown as Record<string, string>;
  } catch {
    // Access denied: fall through to memory.
  }
  return {};
}

if (typeof window !== 'undefined') setPersistentEngine(sessionStorageOrMemory(), windowPersistentEvents);
