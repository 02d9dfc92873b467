import type { UploadRule } from "#shared/uploads.js";
import { fitPhoto } from "./photo-downsize.js";
import { sniffUpload } from "./upload-sniff.js";

/** A chosen file the form will send: `file` may be a smaller copy of what was picked. */
export interface PreparedFile {
  file: File;
  /** The name the visitor picked, shown in the list. */
  name: string;
  pickedBytes: number;
}

export interface PickCheck {
  accepted: PreparedFile[];
  /** The rule's messages for what was left out, once each. */
  messages: string[];
}

/**
 * One file against the server's rule, before anything is shown or sent: its bytes must be of the
 * rule's kind; a video must fit as it is; a photo is made smaller when it can be, and refused only
 * when even that is too large (or it does not decode).
 */
async function prepareOne(file: File, rule: UploadRule): Promise<PreparedFile | string> {
  const format = await sniffUpload(file, rule.kinds);
  if (!format) return rule.messages.wrongType;
  const kept = { name: file.name, pickedBytes: file.size };
  if (rule.kinds === "video") {
    return file.size > rule.maxBytes ? rule.messages.tooLarge : { file, ...kept };
  }
  let sent: File;
  try {
    sent = await fitPhoto(file, format);
  } catch {
    return file.size > rule.maxBytes ? rule.messages.tooLarge : rule.messages.wrongType;
  }
  return sent.size > rule.maxBytes ? rule.messages.tooLarge : { file: sent, ...kept };
}

/**
 * Checks the files just chosen, in order, one at a time (a phone has memory for one decoded
 * photo, not ten); `room` is how many more the field takes, and what is beyond it is dropped
 * unread with the rule's "too many" message.
 */
export async function checkPickedFiles(
  files: readonly File[],
  rule: UploadRule,
  room: number,
): Promise<PickCheck> {
  const accepted: PreparedFile[] = [];
  const messages = new Set<string>();
  for (const file of files) {
    if (accepted.length >= room) {
      messages.add(rule.messages.tooMany);
      break;
    }
    const result = await prepareOne(file, rule);
    if (typeof result === "string") messages.add(result);
    else accepted.push(result);
  }
  return { accepted, messages: [...messages] };
}
