/**
 * Files that go with a transaction's rows (gaps): a document's file is written before its row is
 * committed, so a rollback must take the file away too, and a committed delete of a row must take
 * its file away after the commit (never before: a rollback would leave a row without its file).
 *
 * `withStagedFiles(folder, (files) => db.transaction(...))`: inside, `files.write()` stores a file
 * under a fresh name and `files.removeAfterCommit()` marks one to delete. When `run` throws (the
 * transaction rolled back, or its commit failed) the files written are deleted; when it returns,
 * the files marked are deleted. A crash between the write and the commit can still leave a file
 * with no row, never a row with no file.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export class StagedFiles {
  private readonly written: string[] = [];
  private readonly removed: string[] = [];

  constructor(readonly folder: string) {}

  /** Writes `content` under a fresh name ending in `ext` ('.pdf'); answers that stored name. */
  async write(ext: string, content: Buffer): Promise<string> {
    const storedName = `${randomUUID()}${ext}`;
    await mkdir(this.folder, { recursive: true });
    // Listed before the write, so that even a half-written file goes on a rollback.
    this.written.push(storedName);
    await writeFile(join(this.folder, storedName), content);
    return storedName;
  }

  /** The file of a row this transaction deletes: it goes once the transaction has committed. */
  removeAfterCommit(storedName: string | null | undefined): void {
    if (storedName) this.removed.push(storedName);
  }

  /** Deletes files, ignoring those already gone (a file is never worth failing an answer). */
  private async unlinkAll(names: readonly string[]) {
    await Promise.all(names.map((n) => unlink(join(this.folder, n)).catch(() => undefined)));
  }

  async committed(): Promise<void> {
    await this.unlinkAll(this.removed);
  }

  async rolledBack(): Promise<void> {
    await this.unlinkAll(this.written);
  }
}

/** Runs `run` (which holds the transaction) with a file stage; see the module comment. */
export async function withStagedFiles<T>(
  folder: string,
  run: (files: StagedFiles) => Promise<T>,
): Promise<T> {
  const files = new StagedFiles(folder);
  let result: T;
  try {
    result = await run(files);
  } catch (error) {
    await files.rolledBack();
    throw error;
  }
  await files.committed();
  return result;
}

/** The folder of the documents' files under the data folder. */
export const documentsFolder = (dataDir: string) => join(dataDir, 'documents');
