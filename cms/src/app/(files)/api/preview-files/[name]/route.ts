/** A previewed draft's file at its sealed address (../../../file-response.ts). */
import { serveSealed } from '../../../file-response';

type Context = { params: Promise<{ name: string }> };

export const GET = async (_request: Request, { params }: Context) => serveSealed((await params).name, 'preview', false);
export const HEAD = async (_request: Request, { params }: Context) => serveSealed((await params).name, 'preview', true);
