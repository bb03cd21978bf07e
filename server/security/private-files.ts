import fs from "node:fs";
import path from "node:path";

/** Files and folders this process creates from now on are its user's only (0600 and 0700). */
export function keepNewFilesPrivate(): void {
  process.umask(0o077);
}

/**
 * Takes group and other permissions off a folder and everything under it (folders 0700, files 0600),
 * leaving symbolic links alone. Needed beside the umask: PGlite unpacks a new cluster as 0666 files
 * whatever the umask, and data directories made before this change are open. Returns how many changed.
 */
export function makePrivate(root: string): number {
  let changed = 0;
  const visit = (target: string) => {
    let stat: fs.Stats;
    try {
      stat = fs.lstatSync(target);
    } catch {
      return; // Removed meanwhile.
    }
    if (stat.isSymbolicLink()) return;
    if (stat.mode & 0o077) {
      fs.chmodSync(target, stat.mode & 0o700);
      changed += 1;
    }
    if (stat.isDirectory()) for (const name of fs.readdirSync(target)) visit(path.join(target, name));
  };
  visit(root);
  return changed;
}
