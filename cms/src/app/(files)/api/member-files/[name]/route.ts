/** A members' file at its sealed address (../../../sealed-file.ts). */
import { serveSealed } from '../../../sealed-file';

type Context = { params: Promise<{ name: string }> };

export const GET = async (_request: Request, { params }: Context) => serveSealed((await params).name, 'member', false);
export const HEAD = async (_request: Request, { params }: Context) => serveSealed((await params).name, 'member', true);
