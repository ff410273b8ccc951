/** Rooms admins create (online: `POST /api/chat/rooms`); the new room is stored locally at once. */
import { roomRowSchema } from '@contract/sync';
import { apiRequest } from '@/data/api-client';
import { db } from '@/data/db';
import { signedInUser } from '@/data/signed-in-user';

/** Whether the signed-in user may create rooms (admins). */
export function canCreateRooms(): boolean {
  return signedInUser()?.permissions === 'admin';
}

/** Creates a room with the admin and `memberIds`; resolves to its id. */
export async function createRoom(input: { name: string; description: string; memberIds: string[] }): Promise<string> {
  const row = roomRowSchema.parse(await apiRequest('/chat/rooms', { method: 'POST', body: input }));
  await db.rooms.put(row);
  return row.id;
}
