/** The clinic's postal address in the Brazilian order: street, district, city – state, CEP. */
import type { Settings } from '../../src/model/types.ts';

export function Address({ address }: { address: Settings['address'] }) {
  return (
    <address className="address">
      {address.street}
      <br />
      {address.district}, {address.city} – {address.state}
      <br />
      CEP {address.postalCode}
    </address>
  );
}
