/**
 * Sends one picture to POST /api/media (docs/decisions/0011-media.md), reporting progress as
 * a fraction from 0 to 1; resolves to the stored picture's address. XMLHttpRequest because
 * fetch reports no upload progress. Any refusal rejects: the caller shows one message.
 */
export function uploadPicture(file: File, onProgress: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/api/media");
    request.responseType = "json";
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      const body: unknown = request.response;
      const url =
        typeof body === "object" && body !== null && "url" in body && typeof body.url === "string"
          ? body.url
          : null;
      if (request.status === 201 && url) resolve(url);
      else reject(new Error(`upload refused (${request.status})`));
    });
    request.addEventListener("error", () => {
      reject(new Error("upload failed"));
    });
    const form = new FormData();
    form.append("file", file);
    request.send(form);
  });
}
