import type { DocumentType, RegistrationPersonDto } from './dto/registration.dto';
import type { RegistrationCipher } from './registration-cipher';
import type { RegistrationPerson } from './registration.entity';

/** A person's address, stored encrypted as one JSON value. */
export interface Address {
  street: string;
  postalCode: string;
  city: string;
  country: string;
}

/** A stored person as staff and the guest read it, decrypted with the booking's key. */
export function personDto(
  cipher: RegistrationCipher,
  p: RegistrationPerson,
  bookingId: string,
): RegistrationPersonDto {
  const address = JSON.parse(cipher.decrypt(p.addressEnc, bookingId)) as Address;
  const issue = p.documentIssueEnc
    ? (JSON.parse(cipher.decrypt(p.documentIssueEnc, bookingId)) as {
        issuedOn: string;
        authority: string;
      })
    : null;
  return {
    position: p.position,
    firstName: p.firstName,
    lastName: p.lastName,
    sex: p.sex ?? null,
    birthDate: cipher.decrypt(p.birthDateEnc, bookingId),
    nationality: p.nationality,
    ...address,
    documentType: (p.documentType as DocumentType | null) ?? null,
    documentNumber: p.documentNumberEnc ? cipher.decrypt(p.documentNumberEnc, bookingId) : null,
    documentIssuedOn: issue?.issuedOn ?? null,
    documentAuthority: issue?.authority ?? null,
  };
}
