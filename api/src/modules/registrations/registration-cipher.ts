import { Injectable } from '@nestjs/common';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { Env } from 'src/config/env';

const VERSION = 'v1';

/** AES-256-GCM with a fresh 96-bit IV per value; `context` (the booking id) is bound as AAD. */
export function encryptField(key: Buffer, plain: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv.toString('base64'), tag.toString('base64'), data.toString('base64')].join(
    '.',
  );
}

/** The plain text, or an error when the value was altered, moved to another booking or the key is wrong. */
export function decryptField(key: Buffer, stored: string, context: string): string {
  const [version, iv, tag, data] = stored.split('.');
  if (version !== VERSION || !iv || !tag || data === undefined)
    throw new Error('not an encrypted registration field');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString(
    'utf8',
  );
}

/** The registrations' personal fields at rest, under REGISTRATION_KEY (read only in config). */
@Injectable()
export class RegistrationCipher {
  private readonly key: Buffer;

  constructor(env: Env) {
    const key = Buffer.from(env.REGISTRATION_KEY ?? '', 'base64');
    if (key.length !== 32) throw new Error('REGISTRATION_KEY must be 32 bytes (base64)');
    this.key = key;
  }

  encrypt(plain: string, bookingId: string): string {
    return encryptField(this.key, plain, bookingId);
  }

  decrypt(stored: string, bookingId: string): string {
    return decryptField(this.key, stored, bookingId);
  }
}
