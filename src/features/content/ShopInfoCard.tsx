import { useT } from '../../lib/services'
import { OpeningHoursTable } from './OpeningHoursTable'
import { addressLine, mapUrl, phoneHref, SHOP_INFO } from './shop-info'
import './texts'

/** The shop's information on the contact page, all from SHOP_INFO: address, map, hours, phone, e-mail, company. */
export function ShopInfoCard() {
  const t = useT()
  const info = SHOP_INFO
  return (
    <section className="shop-info" aria-labelledby="shop-info-title">
      <h2 id="shop-info-title">{t('content.contact.shop')}</h2>
      <div className="shop-info__grid">
        <div>
          <h3>{t('content.contact.address')}</h3>
          <address>
            {info.name}
            <br />
            {info.address.street}
            <br />
            {info.address.postalCode} {info.address.city}
          </address>
          <p>
            <a href={mapUrl()} target="_blank" rel="noopener noreferrer">
              {t('content.contact.map')}
            </a>
            <span className="visually-hidden"> ({addressLine()})</span>
          </p>
        </div>
        <OpeningHoursTable hours={info.shopHours} caption={t('content.contact.shopHours')} />
        <div>
          <h3>{t('content.contact.service')}</h3>
          <dl className="shop-info__contacts">
            <dt>{t('content.contact.phone')}</dt>
            <dd>
              <a href={phoneHref()}>{info.phone}</a>
            </dd>
            <dt>{t('content.contact.email')}</dt>
            <dd>
              <a href={`mailto:${info.email}`}>{info.email}</a>
            </dd>
          </dl>
          <OpeningHoursTable hours={info.serviceHours} caption={t('content.contact.serviceHours')} />
        </div>
        <div>
          <h3>{t('content.contact.company')}</h3>
          <p>
            {info.company.name}
            <br />
            {t('content.contact.ico')}: {info.company.ico}
            <br />
            {t('content.contact.dic')}: {info.company.dic}
          </p>
        </div>
      </div>
    </section>
  )
}
