// The payment sandbox's checkout widget: window.Razorpay(options) with .open() and
// .on('payment.failed', fn), as the real checkout script offers. Its modal is built with DOM calls
// and element.style only (no HTML strings, no style attributes), so it runs under a strict CSP.
(function () {
  'use strict';
  var script = document.currentScript;
  var base = new URL('.', script ? script.src : location.href).href;
  var FOCUS = '3px solid #1d4ed8';

  function rupees(paise) {
    return new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100);
  }

  function el(tag, text, style) {
    var node = document.createElement(tag);
    if (text) node.textContent = text;
    Object.assign(node.style, style || {});
    return node;
  }

  function button(text, primary) {
    var b = el('button', text, {
      flex: '1',
      minHeight: '3rem',
      font: 'inherit',
      fontWeight: '600',
      borderRadius: '0.5rem',
      cursor: 'pointer',
      border: primary ? '2px solid #1e40af' : '2px solid #6b7280',
      background: primary ? '#1e40af' : '#fff',
      color: primary ? '#fff' : '#111827',
    });
    b.type = 'button';
    b.addEventListener('focus', function () {
      b.style.outline = FOCUS;
      b.style.outlineOffset = '3px';
    });
    b.addEventListener('blur', function () {
      b.style.outline = '';
    });
    return b;
  }

  function post(path, body) {
    return fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(function (res) {
      return res.json().then(function (data) {
        if (!res.ok) throw new Error((data && data.error && data.error.description) || 'The payment could not be made.');
        return data;
      });
    });
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    this.options = options || {};
    this.listeners = {};
    this.root = null;
  }

  Razorpay.prototype.on = function (event, fn) {
    (this.listeners[event] = this.listeners[event] || []).push(fn);
    return this;
  };

  Razorpay.prototype.emit = function (event, data) {
    (this.listeners[event] || []).forEach(function (fn) {
      fn(data);
    });
  };

  Razorpay.prototype.close = function (dismissed) {
    if (!this.root) return;
    this.root.remove();
    this.root = null;
    document.removeEventListener('keydown', this.onKey, true);
    if (this.returnFocus && this.returnFocus.focus) this.returnFocus.focus();
    var modal = this.options.modal || {};
    if (dismissed && typeof modal.ondismiss === 'function') modal.ondismiss();
  };

  Razorpay.prototype.open = function () {
    if (this.root) return;
    var self = this;
    var o = this.options;
    var ids = { order_id: o.order_id, key_id: o.key };
    this.returnFocus = document.activeElement;

    var overlay = el('div', '', { position: 'fixed', inset: '0', zIndex: '2147483000', display: 'grid', placeItems: 'center', padding: '1rem', background: 'rgba(17, 24, 39, 0.6)' });
    var dialog = el('div', '', { width: '100%', maxWidth: '24rem', padding: '1.5rem', background: '#fff', color: '#111827', borderRadius: '0.75rem', font: '16px/1.5 system-ui, sans-serif', boxShadow: '0 8px 24px rgba(0,0,0,0.25)' });
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    var headingId = 'sandbox-checkout-' + Math.random().toString(36).slice(2);
    dialog.setAttribute('aria-labelledby', headingId);
    var heading = el('h2', typeof o.amount === 'number' ? 'Pay ' + rupees(o.amount) : 'Pay', { margin: '0 0 0.5rem', fontSize: '1.25rem' });
    heading.id = headingId;
    var about = el('p', [o.name, o.description].filter(Boolean).join(': '), { margin: '0 0 0.5rem' });
    var note = el('p', 'Payment sandbox: no money moves.', { margin: '0 0 1rem', fontSize: '0.875rem', color: '#4b5563' });
    var status = el('p', '', { margin: '0 0 0.75rem', color: '#b91c1c' });
    status.setAttribute('role', 'alert');
    var actions = el('div', '', { display: 'flex', gap: '0.75rem' });
    var pay = button('Pay', true);
    var decline = button('Decline', false);
    var close = button('Close', false);
    Object.assign(close.style, { marginTop: '0.75rem', width: '100%', minHeight: '2.5rem', flex: 'none' });
    actions.append(pay, decline);
    dialog.append(heading, about, note, status, actions, close);
    overlay.append(dialog);

    function busy(on) {
      pay.disabled = decline.disabled = close.disabled = on;
    }
    function fail(err) {
      busy(false);
      status.textContent = err.message;
    }

    pay.addEventListener('click', function () {
      busy(true);
      post('checkout/pay', ids).then(function (response) {
        self.close(false);
        if (typeof o.handler === 'function') o.handler(response);
      }, fail);
    });
    decline.addEventListener('click', function () {
      busy(true);
      post('checkout/decline', ids).then(function (response) {
        self.close(false);
        self.emit('payment.failed', response);
      }, fail);
    });
    close.addEventListener('click', function () {
      self.close(true);
    });

    // Escape dismisses; Tab stays inside the dialog while it is open.
    this.onKey = function (event) {
      if (event.key === 'Escape' && !close.disabled) {
        event.preventDefault();
        self.close(true);
      } else if (event.key === 'Tab') {
        var stops = [pay, decline, close].filter(function (b) {
          return !b.disabled;
        });
        if (!stops.length) return event.preventDefault();
        var at = stops.indexOf(document.activeElement);
        var next = event.shiftKey ? (at <= 0 ? stops.length - 1 : at - 1) : (at + 1) % stops.length;
        event.preventDefault();
        stops[next].focus();
      }
    };
    document.addEventListener('keydown', this.onKey, true);
    document.body.append(overlay);
    this.root = overlay;
    pay.focus();

    // The amount is the order's, as the real widget shows it, whatever the page passed.
    fetch(base + 'checkout/orders/' + encodeURIComponent(o.order_id || '') + '?key_id=' + encodeURIComponent(o.key || ''))
      .then(function (res) {
        return res.ok ? res.json() : null;
      })
      .then(function (order) {
        if (order && typeof order.amount === 'number') heading.textContent = 'Pay ' + rupees(order.amount);
      })
      .catch(function () {});
  };

  window.Razorpay = Razorpay;
})();
