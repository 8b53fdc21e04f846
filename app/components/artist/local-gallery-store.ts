/**
 * The visitor's own gallery images, kept in this browser's IndexedDB and nowhere else.
 * Browser-only: call from effects and event handlers.
 */

export interface StoredImage {
  id: string;
  name: string;
  blob: Blob;
  addedAt: number;
}

const DB_NAME = "artist-gallery";
const STORE = "images";

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    if (typeof indexedDB === "undefined") return reject(new Error("IndexedDB is not available"));
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE, { keyPath: "id" });
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

async function withStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await request(work(db.transaction(STORE, mode).objectStore(STORE)));
  } finally {
    db.close();
  }
}

export async function listImages(): Promise<StoredImage[]> {
  const all = await withStore("readonly", (store) => store.getAll() as IDBRequest<StoredImage[]>);
  return all.sort((a, b) => b.addedAt - a.addedAt);
}

export async function saveImage(image: StoredImage): Promise<void> {
  await withStore("readwrite", (store) => store.put(image));
}

export async function deleteImage(id: string): Promise<void> {
  await withStore("readwrite", (store) => store.delete(id));
}
