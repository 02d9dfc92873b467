import { useCallback, useEffect, useRef, useState } from "react";
import type { UploadRule } from "#shared/uploads.js";
import { checkPickedFiles, type PreparedFile } from "./picked-files-check.js";

export interface PickedFile extends PreparedFile {
  id: string;
  /** An object URL for the thumbnail; revoked when the file is removed or the list clears. */
  previewUrl?: string;
}

let lastId = 0;

const CHECK_FAILED =
  "Your files could not be checked. Check your connection and choose them again.";

/**
 * A form's file field: the files chosen and checked against the server's rule, the rule's
 * messages for those left out (or the server's, after a failed send), and whether some are still
 * being checked. Picks are checked one after the other, so two quick picks respect the limit.
 * `single` fields replace their file on each pick; `previews` gives each file a thumbnail URL.
 */
export function usePickedFiles(rule: UploadRule, { single = false, previews = false } = {}) {
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [messages, setMessages] = useState<string[]>([]);
  const [checking, setChecking] = useState(0);
  // The refs hold the list between renders, for the checks in flight and for the submit handler.
  const filesRef = useRef(files);
  const queue = useRef<Promise<void>>(Promise.resolve());

  const update = useCallback((next: PickedFile[]) => {
    filesRef.current = next;
    setFiles(next);
  }, []);

  const release = useCallback((gone: readonly PickedFile[]) => {
    for (const file of gone) if (file.previewUrl) URL.revokeObjectURL(file.previewUrl);
  }, []);

  const pick = useCallback(
    (chosen: readonly File[]): Promise<void> => {
      if (chosen.length === 0) return queue.current;
      setChecking((n) => n + chosen.length);
      const work = queue.current.then(async () => {
        const room = rule.maxCount - (single ? 0 : filesRef.current.length);
        const check = await checkPickedFiles(chosen, rule, room);
        const added = check.accepted.map((file) => ({
          ...file,
          id: `picked-${++lastId}`,
          previewUrl: previews ? URL.createObjectURL(file.file) : undefined,
        }));
        // A single field's new pick replaces the old file, even when the new one is refused.
        if (single) release(filesRef.current);
        // Read again: a file may have been removed while these were checked.
        update(single ? added : [...filesRef.current, ...added]);
        setMessages(check.messages);
      });
      queue.current = work
        // The checks load their code on first use; on a dropped connection that can fail.
        .catch(() => setMessages([CHECK_FAILED]))
        .finally(() => setChecking((n) => n - chosen.length));
      return queue.current;
    },
    [rule, single, previews, release, update],
  );

  const remove = useCallback(
    (id: string) => {
      release(filesRef.current.filter((file) => file.id === id));
      update(filesRef.current.filter((file) => file.id !== id));
    },
    [release, update],
  );

  const clear = useCallback(() => {
    release(filesRef.current);
    update([]);
    setMessages([]);
  }, [release, update]);

  /** The files to send, once every pick so far has been checked. */
  const settled = useCallback(async () => {
    await queue.current;
    return filesRef.current;
  }, []);

  /** A message of the server about this field, shown where the form's own would be. */
  const showMessage = useCallback((message: string | undefined) => {
    setMessages(message ? [message] : []);
  }, []);

  // Leaving the page frees the thumbnails' memory too.
  useEffect(() => () => release(filesRef.current), [release]);

  return {
    rule,
    files,
    messages,
    checking: checking > 0,
    pick,
    remove,
    clear,
    settled,
    showMessage,
  };
}

export type PickedFiles = ReturnType<typeof usePickedFiles>;
