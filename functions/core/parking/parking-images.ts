import type { FileStore, StoredFile } from "../ports/files/file-store";

/** Car park pictures live in the files bucket under parking-images/; names are plain file names. */
export const PARKING_IMAGE_PREFIX = "parking-images/";

export function parkingImageUrl(name: string): string {
  return `/api/parking/send-parking-image/${encodeURIComponent(name)}`;
}

export async function readParkingImage(files: FileStore, name: string): Promise<StoredFile | undefined> {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,100}\.(svg|png|jpe?g|webp)$/.test(name)) return undefined;
  return files.get(`${PARKING_IMAGE_PREFIX}${name}`);
}
