// antd components that only some screens use and that weigh the most: each is shared as its own
// lazy singleton ('antd/es/<folder>'), loaded the first time a screen needs it, instead of
// being part of the 'antd' design system every page loads at start-up. (Tabs is not here: Card
// imports it, so it is part of the core anyway.)
/** Component name → antd/es folder. */
const antdExtras = {
  DatePicker: 'date-picker',
  Image: 'image',
  InputNumber: 'input-number',
  Upload: 'upload',
};

module.exports = { antdExtras };
