// The public face of the files module: what other modules, the seed and the plugins may import.
export { fileUrl, readMultipartForm, receiveUpload, storeImageBytes, type UploadedBytes } from './uploads.js';
