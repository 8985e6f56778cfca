/**
 * A file a record links (a quality report, a certificate, a change notice's PDF): its title, a path under
 * /api/ (another host or `..` leaves it out) and its size. Shared by the features whose records carry files.
 */
import { z } from 'zod';
import { toApiUrl } from './media';

export const FileRefSchema = z.object({
  title: z.string().trim().min(1).max(200),
  url: z.string().transform(toApiUrl).pipe(z.string().min(1, 'a path the site can link')),
  size: z.number().int().min(0).default(0),
});
export type FileRef = z.output<typeof FileRefSchema>;
