import { getTranslations } from 'next-intl/server';
import { getPageLocale } from '@/i18n/server';
import type { Offer } from './contract';
import { getInventory } from './reads';
import { chinaDateTime, displayDate, formatNumber } from '@/lib/format';
import { anyOffer, formatPrice, minimumOrder } from './offers';
import { EXTERNAL_LINK_PROPS } from '@/lib/routes';
import { Section } from '@/components/content/section';
import { LocaleLink } from '@/components/locale-link';
import tableStyles from '@/components/content/table.module.css';
import styles from './where-to-buy.module.css';

type Props = { productId: number; partNumber: string };

/**
 * A product page's "Where to buy" (`#buy`): per orderable part, each distributor's stock, minimum order,
 * lead time and price breaks, with a link to buy there (another site, in a new tab, and said so), and the
 * time the figures are from. No distributor lists the product: the way to sales. Left out when the
 * backend has no stock figures.
 */
export async function WhereToBuy({ productId, partNumber }: Props) {
  const [inventory, locale] = await Promise.all([getInventory(productId), getPageLocale()]);
  if (!inventory) return null;
  const t = await getTranslations('Buy');
  const number = (value: number) => formatNumber(value, locale, 0);
  const asOf = chinaDateTime(Date.parse(inventory.as_of));
  const contact = <LocaleLink href="/contact">{t('contactSales')} →</LocaleLink>;

  if (!anyOffer(inventory))
    return (
      <Section id="buy" title={t('section')}>
        <p className={styles.none}>{t('none')}</p>
        <p className={styles.contact}>{contact}</p>
      </Section>
    );

  // On a phone each offer is a card (where-to-buy.module.css), each figure showing its column's name;
  // the browser keeps it a table for screen readers (Chromium's accessibility tree has its rows and cells).
  const row = (part: string, offer: Offer, index: number) => (
    <tr key={`${offer.distributor} ${index}`}>
      <th scope="row">{offer.distributor}</th>
      <td className={styles.figure} data-label={t('stock')}>
        {offer.stock > 0 ? t('stockCount', { count: number(offer.stock) }) : <span className={styles.out}>{t('noStock')}</span>}
      </td>
      <td className={styles.figure} data-label={t('moq')}>
        {number(minimumOrder(offer))}
      </td>
      <td className={styles.figure} data-label={t('leadTime')}>
        {offer.lead_time_weeks === null ? '—' : t('weeks', { weeks: offer.lead_time_weeks })}
      </td>
      <td className={styles.prices} data-label={t('prices')}>
        {offer.price_breaks.length > 0 ? (
          <dl className={styles.breaks}>
            {offer.price_breaks.map((item) => (
              <div key={item.quantity}>
                <dt>{t('priceBreak', { quantity: number(item.quantity) })}</dt>
                <dd>{formatPrice(item.price, offer.currency, locale)}</dd>
              </div>
            ))}
          </dl>
        ) : (
          '—'
        )}
      </td>
      <td className={styles.buyCell}>
        {offer.url ? (
          <a className={styles.buy} href={offer.url} {...EXTERNAL_LINK_PROPS}>
            {t('buyAt')}
            <span className="visually-hidden">{t('buyLinkDetail', { part, distributor: offer.distributor })}</span>
            <span aria-hidden="true"> ↗</span>
          </a>
        ) : null}
      </td>
    </tr>
  );

  return (
    <Section id="buy" title={t('section')}>
      <p className={styles.asOf}>{t('asOf', { date: displayDate(asOf.day, locale), time: asOf.time })}</p>
      <div className={tableStyles.tableScroll} tabIndex={0} role="region" aria-label={t('table', { part: partNumber })}>
        <table className={`${tableStyles.table} ${styles.offers}`}>
          <thead>
            <tr>
              {[t('distributor'), t('stock'), t('moq'), t('leadTime'), t('prices')].map((name) => (
                <th key={name} scope="col">
                  {name}
                </th>
              ))}
              <th scope="col">
                <span className="visually-hidden">{t('buy')}</span>
              </th>
            </tr>
          </thead>
          {inventory.parts.map((part) => (
            <tbody key={part.part_number}>
              <tr>
                <th scope="colgroup" colSpan={6} className={styles.part}>
                  {part.part_number}
                </th>
              </tr>
              {part.offers.length > 0 ? (
                part.offers.map((offer, index) => row(part.part_number, offer, index))
              ) : (
                <tr>
                  <td colSpan={6} className={styles.partNone}>
                    {t('partNone')}
                  </td>
                </tr>
              )}
            </tbody>
          ))}
        </table>
      </div>
      <p className={styles.contact}>{contact}</p>
    </Section>
  );
}
