import { apiErrorOf } from "./api.js";

/**
 * POSTs a multipart form as apiRequest would (same-origin cookies; a failed answer throws the
 * same ApiError), but with XMLHttpRequest: fetch cannot tell how much of a request body has gone,
 * and on a slow line the visitor should see it go. `onProgress` gets the bytes sent and the total.
 */
export function postWithProgress(
  url: string,
  body: FormData,
  onProgress: (sent: number, total: number) => void,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    });
    request.addEventListener("load", () => {
      const text = request.responseText;
      if (request.status >= 200 && request.status < 300) {
        try {
          resolve(text ? JSON.parse(text) : null);
        } catch {
          resolve(text);
        }
      } else reject(apiErrorOf(request.status, text || request.statusText));
    });
    request.addEventListener("error", () => reject(new Error("The connection was lost")));
    request.addEventListener("abort", () => reject(new Error("The upload was stopped")));
    request.send(body);
  });
}
