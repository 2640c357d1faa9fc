import { describe, expect, it } from 'vitest';
import { TestClient } from '../testing/http-client';
import { signedInCustomer } from '../testing/money';
import { useTestApp } from '../testing/test-app';

const t = useTestApp();
const path = '/api/user/notification-preferences';

describe('wins and payments by email', () => {
  it('is on until the customer turns it off, and is theirs alone', async () => {
    const { client } = await signedInCustomer(t);
    expect((await client.get(path)).json()).toEqual({ success: true, data: { money_by_email: true } });
    const off = await client.post(path, { money_by_email: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({
      success: true,
      message: 'Wins and payments will come by text message only.',
      data: { money_by_email: false },
    });
    expect((await client.get(path)).json().data).toEqual({ money_by_email: false });
    const other = await signedInCustomer(t);
    expect((await other.client.get(path)).json().data).toEqual({ money_by_email: true });
  });

  it('refuses anything but a boolean with a 400, and strangers with a 401', async () => {
    const { client } = await signedInCustomer(t);
    for (const body of [{ money_by_email: 'yes' }, {}, { money_by_email: true, extra: 1 }, []]) {
      const response = await client.post(path, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        message: expect.stringContaining('money_by_email'),
      });
    }
    expect((await new TestClient(t.app).get(path)).statusCode).toBe(401);
  });
});
