/**
 * Where the CMS keeps its data: `CMS_DATA_DIR`, else `data/` in the folder the CMS runs from (`cms/`): the
 * SQLite file and the uploaded files.
 */
import path from 'node:path';

export const DATA_DIR = path.resolve(process.env.CMS_DATA_DIR ?? path.join(process.cwd(), 'data'));
