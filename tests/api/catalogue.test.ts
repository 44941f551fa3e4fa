import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openHarness, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await openHarness();
});
afterAll(() => h?.close());

describe('occasions and plans', () => {
  it("are the spec's nine occasions", async () => {
    const names = (await h.post('web/getalloccasions')).body.occasions.map((o: { name: string }) => o.name.toLowerCase());
    for (const n of [
      'birthday',
      'anniversary',
      'proposal',
      'baby shower',
      'farewell',
      'bride to be',
      'groom to be',
      'mom to be',
      'dad to be',
    ]) {
      expect(names).toContain(n);
    }
  });

  it('every occasion has combo plans in every theatre, each with products including a cake', async () => {
    const occasions = (await h.post('web/getalloccasions')).body.occasions;
    const theatres = (await h.post('web/getalltheatres')).body.theatres;
    for (const o of occasions) {
      for (const t of theatres) {
        const plans = (await h.post('web/getoccasionbyid', { occasionId: o._id, theatreId: t._id })).body.plans;
        expect(plans.length, `${o._id} in ${t._id}`).toBeGreaterThan(0);
        for (const p of plans) expect(p.price).toBeGreaterThanOrEqual(p.offerPrice);
      }
    }
    const plan = (await h.post('web/getoccasionbyid', { occasionId: occasions[0]._id, theatreId: theatres[0]._id })).body.plans[0];
    const products = (await h.post('web/getplanproducts', { planId: plan._id })).body.planProducts;
    expect(products.some((p: { categoryName: string }) => p.categoryName === 'cakes')).toBe(true);
  });

  it('answers 404 for an occasion that does not exist', async () => {
    const [t] = (await h.post('web/getalltheatres')).body.theatres;
    expect((await h.post('web/getoccasionbyid', { occasionId: 'nope', theatreId: t._id })).status).toBe(404);
  });
});

describe('cakes', () => {
  it('split into premium and normal, and filter by type', async () => {
    const all = (await h.post('web/category/getcakes')).body;
    expect(all.products.length).toBe(all.premiumCakes.length + all.normalCakes.length);
    for (const type of ['egg', 'eggless'] as const) {
      const some = (await h.post('web/category/getcakes', { cakeType: type })).body;
      expect(some.products.length).toBeGreaterThan(0);
      expect(some.products.every((c: { cakeType: string }) => c.cakeType === type)).toBe(true);
      expect(some.premiumCakes.length).toBeGreaterThan(0);
      expect(some.normalCakes.length).toBeGreaterThan(0);
    }
  });
});

describe('add-ons and food', () => {
  it('group add-ons by category, and list the same products flat', async () => {
    const categories = (await h.post('web/getalladdonproducts')).body.products;
    const flat = (await h.post('web/getallproducts')).body.products;
    expect(categories.length).toBeGreaterThanOrEqual(4);
    expect(flat.length).toBe(categories.reduce((n: number, c: { products: unknown[] }) => n + c.products.length, 0));
  });

  it('have veg and non-veg food', async () => {
    const items = (await h.post('web/foodcategorywiseproducts')).body.foodcategories.flatMap(
      (c: { foodproducts: { foodType: string }[] }) => c.foodproducts,
    );
    expect(items.some((i: { foodType: string }) => i.foodType === 'Veg')).toBe(true);
    expect(items.some((i: { foodType: string }) => i.foodType === 'Non-veg')).toBe(true);
  });
});

describe('charges', () => {
  it('ask an advance of 750 for a basic booking', async () => {
    const res = await h.post('web/getcharges');
    expect(res.body.charges.advancePayment).toBe(750);
    expect(res.body.charges.comboAdvancePayment).toBeGreaterThan(0);
  });
});

describe('coupons', () => {
  it.each([
    ['FLAT400BASIC', 2500, 'Fixed', 400, 400],
    ['flat700combo', 5000, 'Fixed', 700, 700],
  ])('%s on %i is %s %i, taking %i off', async (code, amount, kind, value, discount) => {
    const res = await h.post('web/checkcoupon', { couponId: code, amount });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ couponCodeType: kind, couponAmount: value, discount });
    expect(res.body.message).toContain(code.toUpperCase());
  });

  it('computes a percentage coupon on the amount sent, within its cap', async () => {
    const rows = await h.db.query<{ code: string; value: number; min_amount: number; max_discount: number | null }>(
      "select code, value, min_amount, max_discount from coupons where kind = 'Percentage' and active limit 1",
    );
    expect(rows).toHaveLength(1);
    const { code, value, min_amount, max_discount } = rows[0];
    const cap = max_discount === null ? Infinity : max_discount / 100;
    for (const amount of [min_amount / 100, min_amount / 100 + 2999, 100_000]) {
      const res = await h.post('web/checkcoupon', { couponId: code, amount });
      expect(res.body.couponCodeType).toBe('Percentage');
      expect(res.body.couponAmount).toBe(value);
      expect(res.body.discount, `on ${amount}`).toBe(Math.min(Math.round(amount * value) / 100, cap));
    }
  });

  it.each([
    // CELEBRATE10: 10%, at least ₹2,000, at most ₹500 off
    [2000, 200], // the minimum exactly met
    [2000.05, 200.01], // 200.005: half a paisa rounds up
    [2000.04, 200], // 200.004
    [9999.99, 500], // held to its cap
    [1e12, 500], // a huge sub total: still the cap, in whole paise
  ])('CELEBRATE10 on %s takes %s off, and describes its limits in rupees', async (amount, discount) => {
    const res = await h.post('web/checkcoupon', { couponId: 'CELEBRATE10', amount });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      couponCodeType: 'Percentage',
      couponAmount: 10,
      discount,
      minAmount: 2000,
      maxDiscount: 500,
      coupon_Id: 'cpn-celebrate10',
    });
  });

  it('refuses a sub total below the minimum, saying the minimum', async () => {
    const [{ min_amount }] = await h.db.query<{ min_amount: number }>("select min_amount from coupons where code = 'FLAT400BASIC'");
    expect(min_amount).toBeGreaterThan(0);
    const res = await h.post('web/checkcoupon', { couponId: 'FLAT400BASIC', amount: min_amount / 100 - 1 });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(`₹${(min_amount / 100).toLocaleString('en-IN')}`);
  });

  it('adds a coupon to a combo before its plan (sub total 0), saying the minimum it needs; the discount waits for it', async () => {
    const res = await h.post('web/checkcoupon', { couponId: 'FLAT700COMBO', amount: 0, type: 'combo' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ couponCodeType: 'Fixed', couponAmount: 700, discount: 0, coupon_Id: 'cpn-flat700combo' });
    expect(res.body.message).toBe('Coupon FLAT700COMBO added: ₹700 off on a sub total of ₹3,000 or more.');
    const percent = await h.post('web/checkcoupon', { couponId: 'celebrate10', amount: 0 });
    expect(percent.body.message).toBe('Coupon CELEBRATE10 added: 10% off on a sub total of ₹2,000 or more.');
  });

  it('refuses a coupon for the other plan type when the type is sent, and ignores the type for a coupon of any plan', async () => {
    const basicOnCombo = await h.post('web/checkcoupon', { couponId: 'FLAT400BASIC', amount: 0, type: 'combo' });
    expect(basicOnCombo.status).toBe(400);
    expect(basicOnCombo.body.message).toBe('The coupon FLAT400BASIC is for the basic plan only.');
    const comboOnBasic = await h.post('web/checkcoupon', { couponId: 'FLAT700COMBO', amount: 5000, type: 'normal' });
    expect(comboOnBasic.body.message).toBe('The coupon FLAT700COMBO is for the combo plan only.');
    expect((await h.post('web/checkcoupon', { couponId: 'CELEBRATE10', amount: 5000, type: 'combo' })).status).toBe(200);
    expect((await h.post('web/checkcoupon', { couponId: 'CELEBRATE10', amount: 5000, type: 'bogus' })).status).toBe(400);
  });

  it('refuses an unknown or inactive code with a message', async () => {
    const res = await h.post('web/checkcoupon', { couponId: 'NOSUCHCODE', amount: 1000 });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/NOSUCHCODE.*not valid/);
    const [inactive] = await h.db.query<{ code: string }>('select code from coupons where not active limit 1');
    expect(inactive).toBeDefined();
    expect((await h.post('web/checkcoupon', { couponId: inactive.code, amount: 5000 })).status).toBe(400);
  });
});

describe('content', () => {
  it('has policies as HTML, FAQs, and a popup list whose first item drives the offer bar', async () => {
    const policy = (await h.post('web/getpolicies')).body.policy;
    for (const key of ['termsAndCondition', 'refundPolicy', 'privacyPolicy']) expect(policy[key]).toMatch(/<(p|h2|ul)/);
    const modules = (await h.post('web/allmodules')).body;
    expect(modules.faqs.length).toBeGreaterThanOrEqual(5);
    expect(modules.popup[0]).toMatchObject({ modalEnabled: expect.any(Boolean), title: expect.any(String) });
    expect(modules.contactus.phone).toMatch(/^\d{10}$/);
  });

  it('serves only images that exist in the repository', async () => {
    const gallery = (await h.post('web/getallgallery')).body.gallerys;
    expect(gallery.length).toBeGreaterThanOrEqual(3);
    for (const g of gallery) expect(g.image).toMatch(/^\/media\//);
  });
});
