/* The files feature as other features reach it (issue 33: through its index, never its files). */
export { hasFiles, projectPagePath } from "./format";
export { UploadTray } from "./upload-tray";
export { enqueueUploads } from "./uploads";
export { ImagePins, Timeline } from "./viewer";
