// The devnet social provider's last page: hands the result URI to the app window that
// opened the login (only to its origin), through the frame's message type.
/* global window, document */
const result = document.getElementById('result')
if (result && window.opener) {
  window.opener.postMessage(
    { type: '@gatehouse-frame/SOCIAL_LOGIN_RESULT', resultUri: result.dataset.uri },
    result.dataset.origin,
  )
}
