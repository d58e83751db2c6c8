// Portuguese (pt), the Buy screen: loaded with the screen when the modal speaks it (ui/locales/load.ts); a key
// left out shows in English. Written for Gatehouse; see README ("Translations").
import type { Translation } from '../../messages.js'

/** Portuguese translations of the Buy screen. */
const translation = {
  buyCurrency: 'Cripto para comprar em {network}',
  buyPayWith: 'Pagar com',
  buyAmount: 'Valor a pagar',
  buyLimits: 'Com cartão, de {min} a {max} {currency}',
  buyAmountRequired: 'Digite o valor a pagar',
  buyAmountFormat: 'Insira um valor como 100 ou 99.50',
  buyAmountBelowMin: 'O mínimo é {min} {currency}',
  buyAmountAboveMax: 'O máximo é {max} {currency}',
  buyLoadingOptions: 'Carregando o que você pode comprar',
  buyDefaultOptions: 'Não foi possível carregar a lista do que você pode comprar: estas são as opções habituais.',
  buyNothingOnNetwork: 'Nada pode ser comprado em {network}. Mude para outra rede para comprar.',
  buyNotOnNetwork: 'A compra não está disponível em {network}.',
  buyRegionRestricted: 'A compra de cripto não está disponível na sua região',
  buyRegionRestrictedDetails:
    'Compras com cartão não são oferecidas na China continental, em Hong Kong ou em Macau. Todo o resto da carteira funciona normalmente.',
  buyQuoting: 'Obtendo uma cotação',
  buyQuoteTitle: 'Cotação',
  buyEstimateTitle: 'Estimativa',
  buyEstimateNote:
    'Não foi possível carregar a cotação. Esta estimativa conta a maior taxa do provedor ({fee}%); o checkout mostra os valores finais.',
  buyYouGet: 'Você recebe',
  buyAbout: 'cerca de {amount}',
  buyWorth: '{symbol} no valor de {amount}',
  buyProviderFee: 'Taxa do provedor ({min}–{max}%)',
  buyNetworkFee: 'Taxa de rede',
  buySubtotal: 'Subtotal',
  buyTotal: 'Total',
  buyContinue: 'Ir para o pagamento',
  buyCheckoutOpening: 'Abrindo o checkout',
  buyCheckoutOpened: 'Conclua a compra na nova aba. Ela aparecerá aqui assim que for paga.',
  buyCheckoutLink: 'Abrir o checkout',
  buyCheckoutFailed: 'Não foi possível abrir o pagamento. Tente novamente.',
  buyPurchases: 'Suas compras',
  buyBought: 'Comprou {amount}',
  buyPurchaseDone: 'Compra concluída: {amount} está na sua carteira',
} satisfies Translation

export default translation
