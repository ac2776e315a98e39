import { AnchorButton, Card, HTMLTable, Icon } from '@blueprintjs/core';
import { formatDayMonth, formatTimeRange, usePageTitle } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useRootStore } from '../../app/root-context.js';
import { ArticleLabel } from '../assignments/article-label.js';
import { multipleBookingMessages as m } from './multiple-booking.messages.js';
import { thankYouOrdersOf } from './thank-you-state.js';
import './multiple-booking.css';

/**
 * `/thank-you` (spec 1 §2 screen 10): the multiple order is sent; the detail message and the list of
 * the created assignments (number, language, type, date, time). Reached without them it goes to /.
 */
export const ThankYouPage = observer(function ThankYouPage() {
  usePageTitle(m.thankYouTitle);
  const { language } = useRootStore();
  const intl = useIntl();
  const navigate = useNavigate();
  const orders = thankYouOrdersOf(useLocation().state);
  if (!orders) return <Navigate to="/" replace />;
  const locale = language.locale;
  const go = (path: string) => (event: React.MouseEvent) => {
    event.preventDefault();
    navigate(path);
  };
  return (
    <div className="tolk-thank-you">
      <Card className="tolk-thank-you-card">
        <div className="tolk-thank-you-heading">
          <Icon icon="tick-circle" intent="success" size={32} aria-hidden />
          <h1>
            <FormattedMessage {...m.thankYouTitle} />
          </h1>
        </div>
        <p className="tolk-thank-you-detail">
          <FormattedMessage {...m.thankYouDetail} values={{ count: orders.length }} />
        </p>
        <div className="tolk-thank-you-table-wrap">
          <HTMLTable className="tolk-thank-you-table" striped aria-label={intl.formatMessage(m.thankYouListLabel)}>
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage {...m.columnNumber} />
                </th>
                <th scope="col">
                  <FormattedMessage {...m.columnLanguage} />
                </th>
                <th scope="col">
                  <FormattedMessage {...m.columnType} />
                </th>
                <th scope="col">
                  <FormattedMessage {...m.columnDate} />
                </th>
                <th scope="col">
                  <FormattedMessage {...m.columnTime} />
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.orderNumber}>
                  <td data-label={intl.formatMessage(m.columnNumber)}>
                    <strong>{order.orderNumber}</strong>
                  </td>
                  <td data-label={intl.formatMessage(m.columnLanguage)}>{order.skillName}</td>
                  <td data-label={intl.formatMessage(m.columnType)}>
                    <ArticleLabel articleName={order.serviceName} />
                  </td>
                  <td data-label={intl.formatMessage(m.columnDate)}>{formatDayMonth(locale, order.from)}</td>
                  <td data-label={intl.formatMessage(m.columnTime)}>{formatTimeRange(locale, order.from, order.to)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
        <div className="tolk-thank-you-actions">
          <AnchorButton href="/advanced-order-form" icon="plus" onClick={go('/advanced-order-form')}>
            <FormattedMessage {...m.bookMore} />
          </AnchorButton>
          <AnchorButton href="/" intent="primary" onClick={go('/')}>
            <FormattedMessage {...m.done} />
          </AnchorButton>
        </div>
      </Card>
    </div>
  );
});
