/** A previewed draft's file at its sealed address (../../../sealed-file.ts). */
import { serveSealed } from '../../../sealed-file';

type Context = { params: Promise<{ name: string }> };

export const GET = async (_request: Request, { params }: Context) => serveSealed((await params).name, 'preview', false);
export const HEAD = async (_request: Request, { params }: Context) => serveSealed((await params).name, 'preview', true);
