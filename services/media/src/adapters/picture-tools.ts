import type { PictureTools } from '../domain/image-library';
import { fetchPicture, readPictureFile } from './picture-sources';
import { inspectPicture, PICTURE_FORMATS, squareJpegs, svgJpegs } from './sharp-pictures';

/** The image library's side effects: files, URLs, and sharp. */
export const pictureTools: PictureTools = {
  readFile: readPictureFile,
  fetch: fetchPicture,
  inspect: inspectPicture,
  squareJpegs,
  svgJpegs,
  formats: PICTURE_FORMATS,
};
