import type { Kysely } from 'kysely';

// The vocabulary catalogue moved from an authored list to Jonathan Waller's JLPT lists, which spell some words
// differently (あなた is listed as 貴方, 売り上げ as 売上). A word's id derives from its spelling and reading, so
// those words got new ids; this moves each learner's usage, message analyses, review cards and the shared AI
// explanations of a word from its old id to the new. Pairs were derived from both catalogues: the old word is
// a spelling of the new word with the same reading (its listed form, an alternative form, or its kana when it
// is usually written in kana). Words no longer in the catalogue keep their rows, unused until listed again.
// 'merged' marks a new id that was in the old catalogue too or that several old ids became (温まる and 暖まる
// are one word now): a learner's rows of both are merged into it.
const RENAMED: readonly (readonly [oldId: string, newId: string, merged?: 'merged'])[] = [
  ['v-3fa89fd4fd3a', 'v-18bb555dc33e'], // 朝ご飯 [あさごはん] → 朝御飯
  ['v-d7c45d9e0628', 'v-bcf28efabe46'], // あなた [あなた] → 貴方
  ['v-0f5e1d8c2ee2', 'v-a7eea0bacd22'], // ある [ある] → 有る
  ['v-0ef510d2ad99', 'v-5ff176d202d2'], // いつ [いつ] → 何時
  ['v-9bb69ef60c80', 'v-150093f8b64e'], // 入り口 [いりぐち] → 入口
  ['v-e511de41c70c', 'v-a67416e73c3d'], // いる [いる] → 居る
  ['v-97db13506f2b', 'v-2165020ec08c'], // おばさん [おばさん] → 伯母さん
  ['v-af7c5224c1aa', 'v-98b0c405787d'], // かかる [かかる] → 掛かる
  ['v-6be369515a13', 'v-ad70015d9ab5'], // かける [かける] → 掛ける
  ['v-79cde3ad2d33', 'v-d16d8a4857ce'], // かばん [かばん] → 鞄
  ['v-60a62ace2715', 'v-5abaf7672633'], // ここ [ここ] → 此処
  ['v-1622e5c71b73', 'v-8ad926e19bed'], // こっち [こっち] → 此方
  ['v-9f2a076b5dad', 'v-ae961cba2809'], // この [この] → 此の
  ['v-1a6822fbbc83', 'v-9145e46f6bd5'], // ご主人 [ごしゅじん] → 御主人
  ['v-10369f60d9bc', 'v-8c151612a3bc'], // ご馳走様 [ごちそうさま] → ごちそうさま
  ['v-6479574fd567', 'v-952a80fe5326'], // ご飯 [ごはん] → 御飯
  ['v-cb703e214993', 'v-da5c058b98bc'], // しかし [しかし] → 然し
  ['v-e263fe699f92', 'v-be75220fc5d6'], // すぐ [すぐ] → 直ぐ
  ['v-8470accbc2a3', 'v-7cb74f4992fb'], // する [する] → 為る
  ['v-fb1823758792', 'v-e2e79ba66fa7'], // そこ [そこ] → 其処
  ['v-19216562afa5', 'v-e47f23bbba4c'], // その [その] → 其の
  ['v-ceba894c9dbf', 'v-3a8ae654f964'], // ちょうど [ちょうど] → 丁度
  ['v-513bf6fe63b0', 'v-71eb24ecd2a2'], // できる [できる] → 出来る
  ['v-d17aa56d37a8', 'v-e27862c06685'], // どう [どう] → 如何
  ['v-3224ea4ae53e', 'v-bf92640940f1'], // どの [どの] → 何の
  ['v-001be9f55e45', 'v-5ddd971b47aa'], // 初めまして [はじめまして] → はじめまして
  ['v-15831e23e980', 'v-9f61ccc2e748'], // 晩ご飯 [ばんごはん] → 晩御飯
  ['v-7b9b0cffa9fd', 'v-a780acb01314'], // 昼ご飯 [ひるごはん] → 昼御飯
  ['v-379893854e8e', 'v-c371cf9b98a3'], // まずい [まずい] → 不味い
  ['v-e24ff59cd0e2', 'v-b6676530de03'], // また [また] → 又
  ['v-0e9223b20b1b', 'v-cf351dfe71d4'], // やる [やる] → 遣る
  ['v-885f80f47b35', 'v-30d70c2a0df7'], // よく [よく] → 良く
  ['v-5ce4600aad5a', 'v-ba10595b9e7d'], // 旨い [うまい] → 上手い
  ['v-54cfc43c6d4f', 'v-3b8d0db09178'], // お釣り [おつり] → おつり
  ['v-61e79ab71eb0', 'v-3766574388c8'], // くれる [くれる] → 呉れる
  ['v-d6e72044fbb6', 'v-fc88c1c846f1'], // ごみ [ごみ] → 塵
  ['v-d0728db49deb', 'v-09f269df91bd'], // ご覧になる [ごらんになる] → ごらんになる
  ['v-d30a4bbcb2c0', 'v-03b3939f10c9'], // さっき [さっき] → 先
  ['v-424d4d1bba15', 'v-4be94810a246'], // すり [すり] → 掏摸
  ['v-6ea1b6f21cfd', 'v-df89280076d2'], // それ程 [それほど] → それほど
  ['v-503506213913', 'v-ea9f9ed330ce'], // ため [ため] → 為
  ['v-c318077c7b7f', 'v-0b1f25260f80'], // つもり [つもり] → 積もり
  ['v-725a7278f162', 'v-e2060bdaabfd'], // とうとう [とうとう] → 到頭
  ['v-146afe22a0a4', 'v-65f7569f4fed'], // はず [はず] → 筈
  ['v-b2d35966ca2e', 'v-5797876fbe18'], // ぶどう [ぶどう] → 葡萄
  ['v-6ce946ecba8f', 'v-df5e0bb4ab48'], // まず [まず] → 先ず
  ['v-6ae498a13566', 'v-83c42b2058c7'], // あくび [あくび] → 欠伸
  ['v-680bf53dee63', 'v-88f2ec836b1a', 'merged'], // 温まる [あたたまる] → 暖まる
  ['v-1ef0abbfd3c9', 'v-4fdea022a357', 'merged'], // 温める [あたためる] → 暖める
  ['v-e8485eb11e25', 'v-3ff4bc5c5fb1', 'merged'], // ありがたい [ありがたい] → 有難い
  ['v-ebda995d3792', 'v-07b02e9c48aa'], // いたずら [いたずら] → 悪戯
  ['v-76d32414ab70', 'v-286d779bd275'], // いつの間にか [いつのまにか] → いつのまにか
  ['v-fd7e0369b3d8', 'v-d7eaf22263ef'], // いとこ [いとこ] → 従兄弟
  ['v-b8ecbdb8b2aa', 'v-a79a7a50e1f5'], // うがい [うがい] → 嗽
  ['v-e355c304cb92', 'v-d9eee41e1f49'], // 生む [うむ] → 産む
  ['v-05ae98c35a15', 'v-bed561bdd7e0', 'merged'], // 売り上げ [うりあげ] → 売上
  ['v-83e98d761180', 'v-b39361236f4d', 'merged'], // 追いかける [おいかける] → 追い掛ける
  ['v-efb017ca50e4', 'v-1b9f00c0fa5e'], // お辞儀 [おじぎ] → 御辞儀
  ['v-788b31387dab', 'v-82bad7fca6c3'], // 落ち着く [おちつく] → 落着く
  ['v-7f8fc7ebe4db', 'v-d6fad7206a34'], // おめでとう [おめでとう] → お目出度う
  ['v-92f2f34c00b2', 'v-2accddd91f62'], // 下ろす [おろす] → 下す
  ['v-4e36f8d6b7f4', 'v-ed4575941b1d'], // かかと [かかと] → 踵
  ['v-10a39c913e9f', 'v-e3c48e926f2f'], // ことわざ [ことわざ] → 諺
  ['v-e26733b4e98c', 'v-1ad90c96350a'], // こぼれる [こぼれる] → 零れる
  ['v-08e48068ff77', 'v-8f892c171dc8'], // ごく [ごく] → 極
  ['v-e8e2a55a7f3d', 'v-0b5811d8fad1'], // ごまかす [ごまかす] → 誤魔化す
  ['v-b67af5f13729', 'v-44a557fdde83'], // ごめん [ごめん] → 御免
  ['v-56b719fe165a', 'v-b6b26098c8bb'], // さすが [さすが] → 流石
  ['v-dccf5233b6a8', 'v-dfc6a13c8ba1'], // 支払い [しはらい] → 支払
  ['v-9232ae5e06bb', 'v-c71826ca8f1d'], // しまう [しまう] → 仕舞う
  ['v-9b2adc29b270', 'v-00a670da73dc'], // せい [せい] → 所為
  ['v-ef88f6726001', 'v-eb3c95b93527'], // たまたま [たまたま] → 偶々
  ['v-1c2d7967ed98', 'v-068b4f68c636'], // ついに [ついに] → 遂に
  ['v-09d7cac4b405', 'v-ea8b7e1abba3'], // とりあえず [とりあえず] → 取りあえず
  ['v-50234797a99e', 'v-ebfc57592875', 'merged'], // ネズミ [ネズミ] → 鼠
  ['v-2e7b331773a3', 'v-1a2a1d94e0be'], // 話し中 [はなしちゅう] → 話中
  ['v-9e3112a53935', 'v-3a0739f45f20'], // 引き返す [ひきかえす] → 引返す
  ['v-92a1752e0e96', 'v-0c257eccbdb4'], // 日差し [ひざし] → 陽射
  ['v-1229375e664d', 'v-138a3cca05e2'], // 引っ越し [ひっこし] → 引越し
  ['v-affc772c1997', 'v-812e085a7177', 'merged'], // 人混み [ひとごみ] → 人込み
  ['v-40372be85a78', 'v-e594d9706914'], // 日にち [ひにち] → 日日
  ['v-a700eaaaed5c', 'v-82bdb350d283'], // 包丁 [ほうちょう] → 庖丁
  ['v-6ee3addb6ca3', 'v-3ce113de09c6'], // ほぼ [ほぼ] → 略
  ['v-727f912586b4', 'v-eec6a0d8b35d'], // まとまる [まとまる] → 纏まる
  ['v-8273bac1d5e8', 'v-2af998897811'], // まとめる [まとめる] → 纏める
  ['v-461160bf2748', 'v-17658b755e15', 'merged'], // 見かけ [みかけ] → 見掛け
  ['v-f0edddb6f45d', 'v-3914151adc3c'], // 見かける [みかける] → 見掛ける
  ['v-ad28b721814a', 'v-a59647b38121', 'merged'], // やかん [やかん] → 薬缶
  ['v-c2833c11fa46', 'v-117bc8e9736e'], // ようやく [ようやく] → 漸く
  ['v-5d3c34808282', 'v-81ee5a33452f'], // わざわざ [わざわざ] → 態々
  ['v-c47e88957adf', 'v-c25dff19d2a9'], // あえて [あえて] → 敢えて
  ['v-f8014c434f46', 'v-09af2e4adaec'], // あらかじめ [あらかじめ] → 予め
  ['v-446c548eaecd', 'v-9d7b3dc2bc6a'], // ありのまま [ありのまま] → 有りのまま
  ['v-952deb2d29ba', 'v-ca990653c013'], // いかにも [いかにも] → 如何にも
  ['v-ac06dd284332', 'v-f0d0e4c70c67'], // 大雑把 [おおざっぱ] → おおざっぱ
  ['v-c193f227ea23', 'v-d3005d259042'], // 落とし物 [おとしもの] → 落し物
  ['v-aa283533ddc6', 'v-1e7ef265cb84'], // おまけ [おまけ] → 御負け
  ['v-edfd89da915d', 'v-aa83c64e5cf8'], // かえって [かえって] → 却って
  ['v-9ca54dc9ce04', 'v-749daa71f1e9'], // 関わる [かかわる] → 係わる
  ['v-b624574b4e96', 'v-ee16ecf1e322'], // 齧る [かじる] → かじる
  ['v-7167fa47d033', 'v-1f573d148dc5'], // かつ [かつ] → 且つ
  ['v-02c988698075', 'v-1f7b2403ee09'], // かつて [かつて] → 嘗て
  ['v-c1c977acef9b', 'v-ddd14d739d26'], // 交代 [こうたい] → 交替
  ['v-178763cff622', 'v-4df83311db80'], // ごぶさた [ごぶさた] → 御無沙汰
  ['v-df1353761ae8', 'v-86caf3ec1dd6'], // ご覧 [ごらん] → 御覧
  ['v-b02d821fe46f', 'v-d5fa5c195d79'], // さかさま [さかさま] → 逆様
  ['v-9e9a35a997f4', 'v-674aaa015f59', 'merged'], // しまい [しまい] → 姉妹
  ['v-cc261aa7f19a', 'v-5e6a0e8fdb0b'], // しまった [しまった] → 仕舞った
  ['v-7f01477bc182', 'v-ed1794899662'], // しわ [しわ] → 皺
  ['v-1cc320b074e9', 'v-1de8260dc2e0'], // 擦れ違う [すれちがう] → すれちがう
  ['v-07ceb20a5703', 'v-c1aa2b404929'], // せいぜい [せいぜい] → 精々
  ['v-763acbc16fa8', 'v-6fc51933dc40'], // せっかく [せっかく] → 折角
  ['v-ad2fc89ba440', 'v-9aabdf2bc463'], // 石鹸 [せっけん] → せっけん
  ['v-cb4530c5a469', 'v-024ae8e9d8a9'], // その頃 [そのころ] → そのころ
  ['v-9e79b4444fdf', 'v-1be4f7bfd640', 'merged'], // 傍 [そば] → 側
  ['v-dc5d3654beb5', 'v-99c982471a24'], // ただし [ただし] → 但し
  ['v-a5080b2be9eb', 'v-57bcad03bb2f'], // ため息 [ためいき] → 溜息
  ['v-7683e8316340', 'v-d3c29d029cc5'], // 田んぼ [たんぼ] → 田ぼ
  ['v-9d7d6e65afbf', 'v-402a8d3e9cf2'], // ちぎる [ちぎる] → 千切る
  ['v-78afbac2cf06', 'v-e5f45b3780c3'], // ついで [ついで] → 序で
  ['v-8ca02fbec61d', 'v-c068adb37d7c'], // 使い [つかい] → 遣い
  ['v-7440dd96a84b', 'v-3949d4ff0aa5'], // 取引 [とりひき] → 取り引き
  ['v-c53a6b60bfc7', 'v-c80d0aad563f'], // トン [トン] → 屯
  ['v-d591210c8c61', 'v-f63b29bc5278', 'merged'], // なお [なお] → 尚
  ['v-eb054c70796b', 'v-c78b7998a38b'], // なんだか [なんだか] → 何だか
  ['v-5b40a0f59a32', 'v-924a9589164b'], // なんて [なんて] → 何て
  ['v-3c533686a751', 'v-90222301c17f'], // にわか [にわか] → 俄
  ['v-f2d5c115773e', 'v-dcba049ca94e'], // 捻る [ねじる] → 捩る
  ['v-9e9793def167', 'v-2ca1877293b3'], // のろい [のろい] → 鈍い
  ['v-ee44b00718d3', 'v-ff51d5a4820a'], // のんき [のんき] → 呑気
  ['v-e85d7a63a106', 'v-88b3609f7b3d'], // ばかばかしい [ばかばかしい] → 馬鹿馬鹿しい
  ['v-5909fb55aa85', 'v-ef0e4db9625c'], // 人差し指 [ひとさしゆび] → 人差指
  ['v-01ad83731548', 'v-22b53c62e62a'], // ふと [ふと] → 不図
  ['v-3684fb7eaa3a', 'v-bbd2a63843ea'], // 振る舞う [ふるまう] → 振舞う
  ['v-184a50de56bd', 'v-649179721cbe'], // ほんの [ほんの] → 本の
  ['v-40ce7952756f', 'v-1bf0c4d3dd3b'], // 誠に [まことに] → 真に
  ['v-cff8eec2cd0a', 'v-4ad133b84473'], // まし [まし] → 増し
  ['v-d9b7c0d39619', 'v-82dc08c85a04'], // 瞼 [まぶた] → まぶた
  ['v-5f1b835a644c', 'v-ae5d29ea78a8'], // むしろ [むしろ] → 寧ろ
  ['v-895958fc9f73', 'v-372196c3b8d4'], // 目覚まし [めざまし] → 目覚し
  ['v-57411b5afda1', 'v-4d98d47b5afc'], // 目覚ましい [めざましい] → 目覚しい
  ['v-d4788477ec30', 'v-39d755e008e5', 'merged'], // めったに [めったに] → 滅多に
  ['v-1a6e069f4281', 'v-fd77bcb36150'], // 目盛り [めもり] → 目盛
  ['v-6004afa8af8d', 'v-b8259df6d78a'], // もしくは [もしくは] → 若しくは
  ['v-2100bdbeb1a2', 'v-2aeb2b1e0352', 'merged'], // もっとも [もっとも] → 尤も
  ['v-5c63fdec0812', 'v-f61f91115243'], // ものすごい [ものすごい] → 物凄い
  ['v-eb2a9f3914c6', 'v-ac2cfa47fb22'], // やむを得ない [やむをえない] → やむをえない
  ['v-dfb368cf6287', 'v-b6fc9e32c9e5'], // よほど [よほど] → 余程
  ['v-46e12cebbf7b', 'v-2e3bc2a942f1'], // あくどい [あくどい] → 悪どい
  ['v-13a417b92db8', 'v-f35f2bb6d3b3'], // 嘲笑う [あざわらう] → あざ笑う
  ['v-d3d027b3ed0c', 'v-8cf57f1c38e7'], // アルカリ [アルカリ] → 亜爾加里
  ['v-76c8cb731bb9', 'v-8713737f4478'], // いじる [いじる] → 弄る
  ['v-6033692dc732', 'v-71109c54e330'], // いびき [いびき] → 鼾
  ['v-756015fca155', 'v-d8264a3af9fc'], // いやに [いやに] → 嫌に
  ['v-fd0ac72eb5e5', 'v-463d2e9e175f'], // うっとうしい [うっとうしい] → 鬱陶しい
  ['v-2f3603162dd0', 'v-786b9b2d8286'], // 梅干し [うめぼし] → 梅干
  ['v-167fc83fb381', 'v-a1fca7c02bcf'], // うつろ [うつろ] → 空ろ
  ['v-89467a6f2425', 'v-351836fab4bf'], // おごる [おごる] → 傲る
  ['v-8c72f17bbd14', 'v-00c6a8dd7fbf'], // おだてる [おだてる] → 煽てる
  ['v-d59e0c593057', 'v-b7abf1f1c23d'], // 落葉 [おちば] → 落ち葉
  ['v-e49d26355ab2', 'v-cbd0ffb2e919'], // かぶれる [かぶれる] → 気触れる
  ['v-17874b60aca8', 'v-1ce8a31dced2'], // きらびやか [きらびやか] → 煌びやか
  ['v-819cd043ee37', 'v-519077e3544e'], // くすぐったい [くすぐったい] → 擽ぐったい
  ['v-9b3d06182e37', 'v-bb861740c9a7'], // けなす [けなす] → 貶す
  ['v-eb73a0080f76', 'v-c166104c9455'], // こつ [こつ] → 骨
  ['v-f8e75bb87de1', 'v-79ca0345a9a1'], // 籠もる [こもる] → 篭る
  ['v-132f85bf7fd0', 'v-c54a05bcd122'], // さらう [さらう] → 拐う
  ['v-7234aa86beb9', 'v-a50650636963'], // さぞ [さぞ] → 嘸
  ['v-1989aa6d423b', 'v-1a30075c4fa9'], // さも [さも] → 然も
  ['v-f55ed719e199', 'v-71df31ec1150'], // ジーパン [ジーパン] → Ｇパン
  ['v-e677ca098d43', 'v-7b8678720370'], // しきたり [しきたり] → 為来り
  ['v-79c41717fa1c', 'v-e8adae269897', 'merged'], // 搾る [しぼる] → 絞る
  ['v-87d476c331c7', 'v-44f4264d3abf', 'merged'], // 具わる [そなわる] → 備わる
  ['v-715eda81b025', 'v-4dfe9374b83c'], // それ故 [それゆえ] → 其れ故
  ['v-cd1b591cf433', 'v-e295ab44b5b1'], // 断つ [たつ] → 絶つ
  ['v-cf394077c4db', 'v-78b1cabce6ec'], // 途切れる [とぎれる] → 跡切れる
  ['v-2bd3405b9828', 'v-924a72015588'], // とりわけ [とりわけ] → 取り分け
  ['v-ac5ee2d6a65f', 'v-9c5cb503d3c5'], // とっさ [とっさ] → 咄嗟
  ['v-bdfc453fa9e8', 'v-166926cd1586'], // とかく [とかく] → 兎角
  ['v-74f6edb3f780', 'v-7ac15a56c306'], // 何とぞ [なにとぞ] → 何卒
  ['v-1348e40e4951', 'v-9cc05663e47b'], // 成す [なす] → 為す
  ['v-31dc5c425abf', 'v-ca83ab2f1c52'], // 捩じれる [ねじれる] → 捻じれる
  ['v-27db627a5d60', 'v-f203c650c830'], // 儚い [はかない] → 果ない
  ['v-a6e7207e476b', 'v-b2c44193e2bf'], // 嵌める [はめる] → はめる
  ['v-56fa163bb8bd', 'v-d55cfef08f17'], // ばらまく [ばらまく] → 散蒔く
  ['v-3fb336ba7029', 'v-dc04ad164edb'], // ひたすら [ひたすら] → 一向
  ['v-21233210b4c2', 'v-9e44e8adb393'], // 膨張 [ぼうちょう] → 膨脹
  ['v-a502d60e058c', 'v-3f0f44515313'], // 畔 [ほとり] → 辺り
  ['v-1f91cc61b8c5', 'v-6a955a959b7b'], // まごつく [まごつく] → 間誤付く
  ['v-4a05bbcef30b', 'v-8c31a631eee3'], // まして [まして] → 況して
  ['v-74507e954728', 'v-931dec05d6a2'], // 見積もり [みつもり] → 見積り
  ['v-21537df501d1', 'v-1946b2d05c4b'], // 申し出 [もうしで] → 申出
  ['v-441ad7cb1df2', 'v-26724d610fe5'], // もがく [もがく] → 藻掻く
  ['v-0d1b59d5d05c', 'v-123d34ca723c'], // もてる [もてる] → 持てる
  ['v-87ab2abd5b8d', 'v-722c05296860'], // もはや [もはや] → 最早
  ['v-0821e86dc702', 'v-2380fded1187'], // 遣り遂げる [やりとげる] → やり遂げる
  ['v-29385933adfc', 'v-905eea7a8326'], // 良し悪し [よしあし] → 善し悪し
  ['v-2fa9b6657c28', 'v-ae6dbddd61c3'], // まるっきり [まるっきり] → 丸っきり
  ['v-5b95fc526e03', 'v-1fb3d1b90a37'], // ことごとく [ことごとく] → 悉く
  ['v-08bc903f2cfa', 'v-be09f684d084'], // いかに [いかに] → 如何に
  ['v-631a8e16566c', 'v-1ca66acc2d2a'], // 予て [かねて] → 兼ねて
  ['v-dc24c637e9eb', 'v-1c5e76bc28ae', 'merged'], // 鎮まる [しずまる] → 静まる
];

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types
type AnyDb = Kysely<any>;

// biome-ignore lint/suspicious/noExplicitAny: see AnyDb
export async function up(db: Kysely<any>): Promise<void> {
  for (const [oldId, newId] of RENAMED) await rename(db, oldId, newId);
}

/** Moves what is stored under `oldId` to `newId`, merging with what `newId` already has. */
async function rename(db: AnyDb, oldId: string, newId: string): Promise<void> {
  await mergeUsage(db, oldId, newId);
  await mergeMessageUsage(db, oldId, newId);
  await mergeReviewCards(db, oldId, newId);
  await db.updateTable('review_log').set({ vocab_id: newId }).where('vocab_id', '=', oldId).execute();
  await db
    .updateTable('conversations')
    .set({ explanation_vocab_id: newId })
    .where('explanation_vocab_id', '=', oldId)
    .execute();
  // An explanation describes a word, whichever spelling it was written for; the new id's own one wins.
  const explained = await db
    .selectFrom('vocabulary_explanations')
    .select('vocab_id')
    .where('vocab_id', '=', newId)
    .executeTakeFirst();
  if (explained) await db.deleteFrom('vocabulary_explanations').where('vocab_id', '=', oldId).execute();
  else
    await db
      .updateTable('vocabulary_explanations')
      .set({ vocab_id: newId })
      .where('vocab_id', '=', oldId)
      .execute();
}

async function mergeUsage(db: AnyDb, oldId: string, newId: string): Promise<void> {
  const rows = await db.selectFrom('vocabulary_usage').selectAll().where('vocab_id', '=', oldId).execute();
  for (const old of rows) {
    const current = await db
      .selectFrom('vocabulary_usage')
      .selectAll()
      .where('user_id', '=', old.user_id)
      .where('vocab_id', '=', newId)
      .executeTakeFirst();
    if (current) {
      await db
        .updateTable('vocabulary_usage')
        .set({
          times_used: Number(current.times_used) + Number(old.times_used),
          first_used_at: Math.min(Number(current.first_used_at), Number(old.first_used_at)),
          last_used_at: Math.max(Number(current.last_used_at), Number(old.last_used_at)),
          quality_sum: Number(current.quality_sum) + Number(old.quality_sum),
          quality_count: Number(current.quality_count) + Number(old.quality_count),
        })
        .where('user_id', '=', old.user_id)
        .where('vocab_id', '=', newId)
        .execute();
      await db
        .deleteFrom('vocabulary_usage')
        .where('user_id', '=', old.user_id)
        .where('vocab_id', '=', oldId)
        .execute();
    } else {
      await db
        .updateTable('vocabulary_usage')
        .set({ vocab_id: newId })
        .where('user_id', '=', old.user_id)
        .where('vocab_id', '=', oldId)
        .execute();
    }
  }
}

async function mergeMessageUsage(db: AnyDb, oldId: string, newId: string): Promise<void> {
  const rows = await db
    .selectFrom('message_usage')
    .select(['message_id', 'count'])
    .where('vocab_id', '=', oldId)
    .execute();
  for (const old of rows) {
    const current = await db
      .selectFrom('message_usage')
      .select('count')
      .where('message_id', '=', old.message_id)
      .where('vocab_id', '=', newId)
      .executeTakeFirst();
    if (current) {
      await db
        .updateTable('message_usage')
        .set({ count: Number(current.count) + Number(old.count) })
        .where('message_id', '=', old.message_id)
        .where('vocab_id', '=', newId)
        .execute();
      await db
        .deleteFrom('message_usage')
        .where('message_id', '=', old.message_id)
        .where('vocab_id', '=', oldId)
        .execute();
    } else {
      await db
        .updateTable('message_usage')
        .set({ vocab_id: newId })
        .where('message_id', '=', old.message_id)
        .where('vocab_id', '=', oldId)
        .execute();
    }
  }
}

// A learner with a card for each spelling keeps the one reviewed most; the other's answers move to it.
async function mergeReviewCards(db: AnyDb, oldId: string, newId: string): Promise<void> {
  const rows = await db
    .selectFrom('review_cards')
    .select(['id', 'user_id', 'reps'])
    .where('vocab_id', '=', oldId)
    .execute();
  for (const old of rows) {
    const current = await db
      .selectFrom('review_cards')
      .select(['id', 'reps'])
      .where('user_id', '=', old.user_id)
      .where('vocab_id', '=', newId)
      .executeTakeFirst();
    if (!current) {
      await db.updateTable('review_cards').set({ vocab_id: newId }).where('id', '=', old.id).execute();
      continue;
    }
    const [kept, dropped] = Number(old.reps) > Number(current.reps) ? [old, current] : [current, old];
    await db.updateTable('review_log').set({ card_id: kept.id }).where('card_id', '=', dropped.id).execute();
    await db.deleteFrom('review_cards').where('id', '=', dropped.id).execute();
    await db.updateTable('review_cards').set({ vocab_id: newId }).where('id', '=', kept.id).execute();
  }
}

/** Back to the old ids, except where rows were merged: those stay under the new id. */
// biome-ignore lint/suspicious/noExplicitAny: see AnyDb
export async function down(db: Kysely<any>): Promise<void> {
  for (const [oldId, newId, merged] of RENAMED) if (!merged) await rename(db, newId, oldId);
}
