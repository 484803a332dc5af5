/**
 * Famous births (SPEC §1 "see famous people's births"). Each entry cites its Astro-Databank page
 * (https://www.astro.com/astro-databank/<slug>), where the record's own source is given (birth certificate or
 * register, Gauquelin's published register data, biography quotes), and carries the Rodden rating shown there:
 * AA = from a birth record, A = from the person or family, B = biography. Facts: civil date and clock time as
 * recorded, birth place and coordinates, and the clock's zone in the SPEC convention (birthZone negative east;
 * summer 1 when the clock was on daylight saving or war time). 'LMT' = local mean time of the place itself
 * (birthZone = -lng/15), used before the country adopted standard time. PMT = Paris mean time (+0:09:21),
 * France 1891–1911. Facts (dates, times, places) are not copyrightable; names in Chinese are the usual
 * renderings. Notes: src/data/famous-births.md.
 */

export type RoddenRating = 'AA' | 'A' | 'B' | 'C' | 'DD'

export interface FamousBirth {
  /** Stable id: the Astro-Databank slug. */
  id: string
  name: string
  nameEn: string
  /** 1 male, 0 female */
  sex: 0 | 1
  date: string
  time: string
  birthZone: number
  summer: 0 | 1
  lat: number
  lng: number
  place: string
  rating: RoddenRating
  /** Page of the cited record. */
  source: string
}

type Row = [slug: string, name: string, nameEn: string, sex: 0 | 1, date: string, time: string, zone: number | 'LMT', summer: 0 | 1, lat: number, lng: number, place: string, rating: RoddenRating]

const PMT = -0.155833 // Paris mean time, UTC+0:09:21

// prettier-ignore
const ROWS: readonly Row[] = [
  ['Einstein,_Albert', '爱因斯坦', 'Albert Einstein', 1, '1879-03-14', '11:30', 'LMT', 0, 48.4, 9.9861, '德国 乌尔姆', 'AA'],
  ['Lee,_Bruce', '李小龙', 'Bruce Lee', 1, '1940-11-27', '07:12', 8, 0, 37.775, -122.4183, '美国 旧金山', 'AA'],
  ['Monroe,_Marilyn', '玛丽莲·梦露', 'Marilyn Monroe', 0, '1926-06-01', '09:30', 8, 0, 34.0522, -118.2437, '美国 洛杉矶', 'AA'],
  ['Kennedy,_John_F.', '约翰·肯尼迪', 'John F. Kennedy', 1, '1917-05-29', '15:00', 5, 0, 42.3318, -71.1212, '美国 布鲁克莱恩', 'A'],
  ['Diana,_Princess_of_Wales', '戴安娜王妃', 'Diana, Princess of Wales', 0, '1961-07-01', '19:45', 0, 1, 52.8333, 0.5, '英国 桑德林汉姆', 'A'],
  ['Obama,_Barack', '贝拉克·奥巴马', 'Barack Obama', 1, '1961-08-04', '19:24', 10, 0, 21.3069, -157.8583, '美国 檀香山', 'AA'],
  ['Trump,_Donald', '唐纳德·特朗普', 'Donald Trump', 1, '1946-06-14', '10:54', 5, 1, 40.7028, -73.7890, '美国 纽约 牙买加区', 'AA'],
  ['Presley,_Elvis', '猫王 埃尔维斯·普雷斯利', 'Elvis Presley', 1, '1935-01-08', '04:35', 6, 0, 34.2576, -88.7034, '美国 图珀洛', 'AA'],
  ['Madonna', '麦当娜', 'Madonna', 0, '1958-08-16', '07:05', 5, 0, 43.5945, -83.8889, '美国 贝城', 'AA'],
  ['Jobs,_Steve', '史蒂夫·乔布斯', 'Steve Jobs', 1, '1955-02-24', '19:15', 8, 0, 37.775, -122.4183, '美国 旧金山', 'AA'],
  ['Elizabeth_II,_Queen_of_the_United_Kingdom', '伊丽莎白二世', 'Elizabeth II', 0, '1926-04-21', '02:40', 0, 1, 51.5103, -0.1472, '英国 伦敦 梅菲尔', 'AA'],
  ['Charles_III,_King_of_the_United_Kingdom', '查尔斯三世', 'Charles III', 1, '1948-11-14', '21:14', 0, 0, 51.5014, -0.1419, '英国 伦敦 白金汉宫', 'AA'],
  ['William,_Prince_of_Wales', '威廉王子', 'William, Prince of Wales', 1, '1982-06-21', '21:03', 0, 1, 51.5171, -0.1749, '英国 伦敦 帕丁顿', 'AA'],
  ['Freud,_Sigmund', '西格蒙德·弗洛伊德', 'Sigmund Freud', 1, '1856-05-06', '18:30', 'LMT', 0, 49.6444, 18.1633, '捷克 普日博尔', 'AA'],
  ['Hitler,_Adolf', '阿道夫·希特勒', 'Adolf Hitler', 1, '1889-04-20', '18:30', 'LMT', 0, 48.2567, 13.0431, '奥地利 布劳瑙', 'AA'],
  ['Mozart,_Wolfgang_Amadeus', '莫扎特', 'Wolfgang Amadeus Mozart', 1, '1756-01-27', '20:00', 'LMT', 0, 47.8, 13.0333, '奥地利 萨尔茨堡', 'AA'],
  ['King,_Martin_Luther', '马丁·路德·金', 'Martin Luther King Jr.', 1, '1929-01-15', '12:00', 6, 0, 33.749, -84.388, '美国 亚特兰大', 'AA'],
  ['Brando,_Marlon', '马龙·白兰度', 'Marlon Brando', 1, '1924-04-03', '23:00', 6, 0, 41.2565, -95.9345, '美国 奥马哈', 'AA'],
  ['Hepburn,_Audrey', '奥黛丽·赫本', 'Audrey Hepburn', 0, '1929-05-04', '03:00', 0, 1, 50.8333, 4.3667, '比利时 伊克塞尔', 'AA'],
  ['Hemingway,_Ernest', '海明威', 'Ernest Hemingway', 1, '1899-07-21', '08:00', 6, 0, 41.885, -87.7845, '美国 橡树园', 'AA'],
  ['Picasso,_Pablo', '毕加索', 'Pablo Picasso', 1, '1881-10-25', '23:15', 'LMT', 0, 36.7213, -4.4214, '西班牙 马拉加', 'AA'],
  ['Gogh,_Vincent_van', '梵高', 'Vincent van Gogh', 1, '1853-03-30', '11:00', 'LMT', 0, 51.4667, 4.6667, '荷兰 津德尔特', 'AA'],
  ['Kahlo,_Frida', '弗里达·卡罗', 'Frida Kahlo', 0, '1907-07-06', '08:30', 'LMT', 0, 19.35, -99.1667, '墨西哥 科约阿坎', 'AA'],
  ['Disney,_Walt', '华特·迪士尼', 'Walt Disney', 1, '1901-12-05', '00:35', 6, 0, 41.8781, -87.6298, '美国 芝加哥', 'AA'],
  ['McCartney,_Paul', '保罗·麦卡特尼', 'Paul McCartney', 1, '1942-06-18', '14:00', -1, 1, 53.4084, -2.9916, '英国 利物浦', 'A'],
  ['Jolie,_Angelina', '安吉丽娜·朱莉', 'Angelina Jolie', 0, '1975-06-04', '09:09', 8, 1, 34.0522, -118.2437, '美国 洛杉矶', 'AA'],
  ['Pitt,_Brad', '布拉德·皮特', 'Brad Pitt', 1, '1963-12-18', '06:31', 6, 0, 35.3273, -96.9253, '美国 肖尼', 'AA'],
  ['Cruise,_Tom', '汤姆·克鲁斯', 'Tom Cruise', 1, '1962-07-03', '15:06', 5, 1, 43.0481, -76.1474, '美国 锡拉丘兹', 'AA'],
  ['DiCaprio,_Leonardo', '莱昂纳多·迪卡普里奥', 'Leonardo DiCaprio', 1, '1974-11-11', '02:47', 8, 0, 34.0522, -118.2437, '美国 洛杉矶', 'AA'],
  ['De_Niro,_Robert', '罗伯特·德尼罗', 'Robert De Niro', 1, '1943-08-17', '03:00', 5, 1, 40.7128, -74.006, '美国 纽约', 'AA'],
  ['Pacino,_Al', '阿尔·帕西诺', 'Al Pacino', 1, '1940-04-25', '11:02', 5, 0, 40.7128, -74.006, '美国 纽约', 'AA'],
  ['Streep,_Meryl', '梅丽尔·斯特里普', 'Meryl Streep', 0, '1949-06-22', '08:05', 5, 1, 40.7157, -74.3646, '美国 萨米特', 'AA'],
  ['Eastwood,_Clint', '克林特·伊斯特伍德', 'Clint Eastwood', 1, '1930-05-31', '17:35', 8, 0, 37.775, -122.4183, '美国 旧金山', 'AA'],
  ['Newman,_Paul', '保罗·纽曼', 'Paul Newman', 1, '1925-01-26', '06:30', 5, 0, 41.5201, -81.5565, '美国 克利夫兰高地', 'AA'],
  ['Kelly,_Grace', '格蕾丝·凯利', 'Grace Kelly', 0, '1929-11-12', '05:31', 5, 0, 39.9526, -75.1652, '美国 费城', 'AA'],
  ['Dietrich,_Marlene', '玛琳·黛德丽', 'Marlene Dietrich', 0, '1901-12-27', '21:15', -1, 0, 52.4833, 13.35, '德国 柏林 舍讷贝格', 'AA'],
  ['Garland,_Judy', '朱迪·嘉兰', 'Judy Garland', 0, '1922-06-10', '06:00', 6, 0, 47.2372, -93.5302, '美国 大急流城（明尼苏达）', 'AA'],
  ['Hendrix,_Jimi', '吉米·亨德里克斯', 'Jimi Hendrix', 1, '1942-11-27', '10:15', 8, 1, 47.6062, -122.3321, '美国 西雅图', 'AA'],
  ['Joplin,_Janis', '珍妮丝·贾普林', 'Janis Joplin', 0, '1943-01-19', '09:45', 6, 1, 29.8849, -93.9399, '美国 阿瑟港', 'AA'],
  ['Dylan,_Bob', '鲍勃·迪伦', 'Bob Dylan', 1, '1941-05-24', '21:05', 6, 0, 46.7867, -92.1005, '美国 德卢斯', 'AA'],
  ['Cobain,_Kurt', '科特·柯本', 'Kurt Cobain', 1, '1967-02-20', '19:20', 8, 0, 46.9754, -123.8157, '美国 阿伯丁（华盛顿州）', 'AA'],
  ['Houston,_Whitney', '惠特妮·休斯顿', 'Whitney Houston', 0, '1963-08-09', '20:55', 5, 1, 40.7357, -74.1724, '美国 纽瓦克', 'AA'],
  ['Prince_(musician)', '王子（音乐人）', 'Prince', 1, '1958-06-07', '18:17', 6, 1, 44.9778, -93.265, '美国 明尼阿波利斯', 'AA'],
  ['Sinatra,_Frank', '弗兰克·辛纳特拉', 'Frank Sinatra', 1, '1915-12-12', '03:00', 5, 0, 40.744, -74.0324, '美国 霍博肯', 'AA'],
  ['Nixon,_Richard', '理查德·尼克松', 'Richard Nixon', 1, '1913-01-09', '21:35', 8, 0, 33.8886, -117.8131, '美国 约巴林达', 'AA'],
  ['Clinton,_Bill', '比尔·克林顿', 'Bill Clinton', 1, '1946-08-19', '08:51', 6, 0, 33.6671, -93.5916, '美国 霍普', 'A'],
  ['Bush,_George_W.', '小布什', 'George W. Bush', 1, '1946-07-06', '07:26', 5, 1, 41.3083, -72.9279, '美国 纽黑文', 'AA'],
  ['Roosevelt,_Franklin_D.', '富兰克林·罗斯福', 'Franklin D. Roosevelt', 1, '1882-01-30', '20:45', 'LMT', 0, 41.7848, -73.9335, '美国 海德公园（纽约州）', 'AA'],
  ['Churchill,_Winston', '温斯顿·丘吉尔', 'Winston Churchill', 1, '1874-11-30', '01:30', 'LMT', 0, 51.8414, -1.3614, '英国 伍德斯托克 布伦海姆宫', 'AA'],
  ['Mussolini,_Benito', '贝尼托·墨索里尼', 'Benito Mussolini', 1, '1883-07-29', '14:00', 'LMT', 0, 44.2019, 11.9808, '意大利 普雷达皮奥', 'AA'],
  ['Marx,_Karl', '卡尔·马克思', 'Karl Marx', 1, '1818-05-05', '02:00', 'LMT', 0, 49.7596, 6.6439, '德国 特里尔', 'AA'],
  ['Nietzsche,_Friedrich', '尼采', 'Friedrich Nietzsche', 1, '1844-10-15', '10:00', 'LMT', 0, 51.2333, 12.1167, '德国 勒肯', 'AA'],
  ['Wagner,_Richard', '理查德·瓦格纳', 'Richard Wagner', 1, '1813-05-22', '04:00', 'LMT', 0, 51.3397, 12.3731, '德国 莱比锡', 'AA'],
  ['Fonda,_Jane', '简·方达', 'Jane Fonda', 0, '1937-12-21', '09:14', 5, 0, 40.7128, -74.006, '美国 纽约', 'AA'],
  ['Temple,_Shirley', '秀兰·邓波儿', 'Shirley Temple', 0, '1928-04-23', '21:00', 8, 0, 34.0195, -118.4912, '美国 圣莫尼卡', 'AA'],
  ['Jagger,_Mick', '米克·贾格尔', 'Mick Jagger', 1, '1943-07-26', '02:30', -1, 1, 51.4462, 0.2169, '英国 达特福德', 'A'],
  ['Spears,_Britney', '布兰妮·斯皮尔斯', 'Britney Spears', 0, '1981-12-02', '01:30', 6, 0, 31.2438, -90.4532, '美国 麦库姆', 'AA'],
  ['Kidman,_Nicole', '妮可·基德曼', 'Nicole Kidman', 0, '1967-06-20', '15:15', 10, 0, 21.3069, -157.8583, '美国 檀香山', 'AA'],
  ['Schwarzenegger,_Arnold', '阿诺·施瓦辛格', 'Arnold Schwarzenegger', 1, '1947-07-30', '04:10', -1, 1, 47.0758, 15.3636, '奥地利 塔尔', 'AA'],
  ['Loren,_Sophia', '索菲亚·罗兰', 'Sophia Loren', 0, '1934-09-20', '14:10', -1, 0, 41.9028, 12.4964, '意大利 罗马', 'AA'],
  ['Bardot,_Brigitte', '碧姬·芭铎', 'Brigitte Bardot', 0, '1934-09-28', '13:15', 0, 1, 48.8566, 2.3522, '法国 巴黎', 'AA'],
  ['Chanel,_Coco', '可可·香奈儿', 'Coco Chanel', 0, '1883-08-19', '16:00', 'LMT', 0, 47.26, -0.0769, '法国 索米尔', 'AA'],
  ['Piaf,_Edith', '伊迪丝·琵雅芙', 'Édith Piaf', 0, '1915-12-19', '05:00', 0, 0, 48.8566, 2.3522, '法国 巴黎', 'AA'],
  ['Dalí,_Salvador', '萨尔瓦多·达利', 'Salvador Dalí', 1, '1904-05-11', '08:45', 0, 0, 42.2676, 2.9615, '西班牙 菲格拉斯', 'AA'],
  ['Bergman,_Ingrid', '英格丽·褒曼', 'Ingrid Bergman', 0, '1915-08-29', '03:30', -1, 0, 59.3293, 18.0686, '瑞典 斯德哥尔摩', 'AA'],
  ['Garbo,_Greta', '葛丽泰·嘉宝', 'Greta Garbo', 0, '1905-09-18', '19:30', -1, 0, 59.3293, 18.0686, '瑞典 斯德哥尔摩', 'AA'],
  ['King,_Stephen', '斯蒂芬·金', 'Stephen King', 1, '1947-09-21', '01:30', 5, 1, 43.6591, -70.2568, '美国 波特兰（缅因州）', 'AA'],
  ['Sagan,_Carl', '卡尔·萨根', 'Carl Sagan', 1, '1934-11-09', '17:05', 5, 0, 40.6782, -73.9442, '美国 纽约 布鲁克林', 'AA'],
  ['Schumacher,_Michael', '迈克尔·舒马赫', 'Michael Schumacher', 1, '1969-01-03', '12:43', -1, 0, 50.8773, 6.8761, '德国 许尔特', 'AA'],
  ['Ali,_Muhammad', '穆罕默德·阿里', 'Muhammad Ali', 1, '1942-01-17', '18:35', 6, 0, 38.2527, -85.7585, '美国 路易斯维尔', 'AA'],
  ['Jordan,_Michael', '迈克尔·乔丹', 'Michael Jordan', 1, '1963-02-17', '13:40', 5, 0, 40.6782, -73.9442, '美国 纽约 布鲁克林', 'AA'],
  ['Woods,_Tiger', '泰格·伍兹', 'Tiger Woods', 1, '1975-12-30', '22:50', 8, 0, 33.7701, -118.1937, '美国 长滩', 'AA'],
  ['Sartre,_Jean-Paul', '让-保罗·萨特', 'Jean-Paul Sartre', 1, '1905-06-21', '18:45', PMT, 0, 48.8566, 2.3522, '法国 巴黎', 'AA'],
  ['Beauvoir,_Simone_de', '西蒙娜·德·波伏娃', 'Simone de Beauvoir', 0, '1908-01-09', '04:30', PMT, 0, 48.8566, 2.3522, '法国 巴黎', 'AA'],
  ['Hugo,_Victor', '维克多·雨果', 'Victor Hugo', 1, '1802-02-26', '22:30', 'LMT', 0, 47.2378, 6.0241, '法国 贝桑松', 'AA'],
  ['Verne,_Jules', '儒勒·凡尔纳', 'Jules Verne', 1, '1828-02-08', '12:00', 'LMT', 0, 47.2184, -1.5536, '法国 南特', 'AA'],
  ['Debussy,_Claude', '克劳德·德彪西', 'Claude Debussy', 1, '1862-08-22', '04:30', 'LMT', 0, 48.8989, 2.0938, '法国 圣日耳曼昂莱', 'AA'],
  ['Marie_Antoinette,_Queen_of_France', '玛丽·安托瓦内特', 'Marie Antoinette', 0, '1755-11-02', '19:30', 'LMT', 0, 48.2082, 16.3738, '奥地利 维也纳', 'AA'],
  ['Louis_XIV,_King_of_France', '路易十四', 'Louis XIV', 1, '1638-09-05', '11:11', 'LMT', 0, 48.8989, 2.0938, '法国 圣日耳曼昂莱', 'AA'],
  ['Victoria,_Queen_of_the_United_Kingdom', '维多利亚女王', 'Queen Victoria', 0, '1819-05-24', '04:15', 'LMT', 0, 51.5058, -0.1877, '英国 伦敦 肯辛顿宫', 'AA'],
  ['Edward_VIII,_King_of_the_United_Kingdom', '爱德华八世', 'Edward VIII', 1, '1894-06-23', '21:55', 0, 0, 51.4613, -0.3037, '英国 里士满', 'AA'],
  ['Blair,_Tony', '托尼·布莱尔', 'Tony Blair', 1, '1953-05-06', '06:10', 0, 1, 55.9533, -3.1883, '英国 爱丁堡', 'A'],
  ['Macron,_Emmanuel', '埃马纽埃尔·马克龙', 'Emmanuel Macron', 1, '1977-12-21', '10:40', -1, 0, 49.8941, 2.2958, '法国 亚眠', 'AA'],
  ['Morrison,_Jim', '吉姆·莫里森', 'Jim Morrison', 1, '1943-12-08', '11:55', 5, 1, 28.0836, -80.6081, '美国 墨尔本（佛罗里达）', 'AA'],
  ['Dean,_James', '詹姆斯·迪恩', 'James Dean', 1, '1931-02-08', '09:09', 6, 0, 40.5584, -85.6591, '美国 马里恩（印第安纳）', 'AA'],
  ['Hepburn,_Katharine', '凯瑟琳·赫本', 'Katharine Hepburn', 0, '1907-05-12', '17:47', 5, 0, 41.7658, -72.6734, '美国 哈特福德', 'AA'],
  ['Astaire,_Fred', '弗雷德·阿斯泰尔', 'Fred Astaire', 1, '1899-05-10', '21:16', 6, 0, 41.2565, -95.9345, '美国 奥马哈', 'AA'],
  ['Welles,_Orson', '奥逊·威尔斯', 'Orson Welles', 1, '1915-05-06', '07:00', 6, 0, 42.5847, -87.8212, '美国 基诺沙', 'AA'],
  ['Fellini,_Federico', '费德里科·费里尼', 'Federico Fellini', 1, '1920-01-20', '21:30', -1, 0, 44.0678, 12.5695, '意大利 里米尼', 'AA'],
  ['Bergman,_Ingmar', '英格玛·伯格曼', 'Ingmar Bergman', 1, '1918-07-14', '03:00', -1, 0, 59.8586, 17.6389, '瑞典 乌普萨拉', 'AA'],
  ['Pavarotti,_Luciano', '卢奇亚诺·帕瓦罗蒂', 'Luciano Pavarotti', 1, '1935-10-12', '01:40', -1, 0, 44.6471, 10.9252, '意大利 摩德纳', 'AA'],
  ['Hesse,_Hermann', '赫尔曼·黑塞', 'Hermann Hesse', 1, '1877-07-02', '18:30', 'LMT', 0, 48.7144, 8.7401, '德国 卡尔夫', 'AA'],
  ['Mann,_Thomas', '托马斯·曼', 'Thomas Mann', 1, '1875-06-06', '10:15', 'LMT', 0, 53.8655, 10.6866, '德国 吕贝克', 'AA'],
  ['Schweitzer,_Albert', '阿尔贝特·施韦泽', 'Albert Schweitzer', 1, '1875-01-14', '23:50', 'LMT', 0, 48.1383, 7.2636, '法国 凯塞尔斯贝尔', 'AA'],
  ['Andersen,_Hans_Christian', '安徒生', 'Hans Christian Andersen', 1, '1805-04-02', '01:00', 'LMT', 0, 55.4038, 10.4024, '丹麦 欧登塞', 'AA'],
  ['Rodin,_Auguste', '奥古斯特·罗丹', 'Auguste Rodin', 1, '1840-11-12', '12:00', 'LMT', 0, 48.8566, 2.3522, '法国 巴黎', 'AA'],
  ['Cézanne,_Paul', '保罗·塞尚', 'Paul Cézanne', 1, '1839-01-19', '01:00', 'LMT', 0, 43.5297, 5.4474, '法国 艾克斯', 'AA'],
  ['Matisse,_Henri', '亨利·马蒂斯', 'Henri Matisse', 1, '1869-12-31', '20:00', 'LMT', 0, 50.1, 3.5417, '法国 勒卡托', 'AA'],
  ['Toulouse-Lautrec,_Henri_de', '图卢兹-罗特列克', 'Henri de Toulouse-Lautrec', 1, '1864-11-24', '06:00', 'LMT', 0, 43.9289, 2.1464, '法国 阿尔比', 'AA'],
  ['Gauguin,_Paul', '保罗·高更', 'Paul Gauguin', 1, '1848-06-07', '10:00', 'LMT', 0, 48.8566, 2.3522, '法国 巴黎', 'AA'],
  ['Proust,_Marcel', '马塞尔·普鲁斯特', 'Marcel Proust', 1, '1871-07-10', '23:30', 'LMT', 0, 48.8476, 2.2637, '法国 巴黎 奥特伊', 'AA'],
  ['Rimbaud,_Arthur', '阿蒂尔·兰波', 'Arthur Rimbaud', 1, '1854-10-20', '06:00', 'LMT', 0, 49.7733, 4.7203, '法国 沙勒维尔', 'AA'],
  ['Baudelaire,_Charles', '夏尔·波德莱尔', 'Charles Baudelaire', 1, '1821-04-09', '15:00', 'LMT', 0, 48.8566, 2.3522, '法国 巴黎', 'AA'],
  ['Pasteur,_Louis', '路易·巴斯德', 'Louis Pasteur', 1, '1822-12-27', '02:00', 'LMT', 0, 47.0925, 5.4897, '法国 多勒', 'AA'],
  ['Kennedy,_Robert', '罗伯特·肯尼迪', 'Robert F. Kennedy', 1, '1925-11-20', '15:11', 5, 0, 42.3318, -71.1212, '美国 布鲁克莱恩', 'AA'],
  ['Kennedy,_Ted', '爱德华·肯尼迪', 'Ted Kennedy', 1, '1932-02-22', '03:58', 5, 0, 42.3601, -71.0589, '美国 波士顿', 'AA'],
  ['Carter,_Jimmy', '吉米·卡特', 'Jimmy Carter', 1, '1924-10-01', '07:00', 6, 0, 32.0346, -84.3985, '美国 普莱恩斯', 'AA'],
  ['Ford,_Gerald', '杰拉尔德·福特', 'Gerald Ford', 1, '1913-07-14', '00:43', 6, 0, 41.2565, -95.9345, '美国 奥马哈', 'AA'],
  ['Bush,_George_H.W.', '老布什', 'George H. W. Bush', 1, '1924-06-12', '11:30', 5, 1, 42.2495, -71.0662, '美国 米尔顿（马萨诸塞）', 'AA'],
  ['Allen,_Woody', '伍迪·艾伦', 'Woody Allen', 1, '1935-12-01', '22:55', 5, 0, 40.8448, -73.8648, '美国 纽约 布朗克斯', 'AA'],
  ['Spielberg,_Steven', '史蒂文·斯皮尔伯格', 'Steven Spielberg', 1, '1946-12-18', '18:16', 5, 0, 39.1031, -84.512, '美国 辛辛那提', 'AA'],
  ['Lucas,_George', '乔治·卢卡斯', 'George Lucas', 1, '1944-05-14', '05:40', 8, 1, 37.6391, -120.9969, '美国 莫德斯托', 'AA'],
  ['Springsteen,_Bruce', '布鲁斯·斯普林斯汀', 'Bruce Springsteen', 1, '1949-09-23', '22:50', 5, 1, 40.3043, -73.9924, '美国 朗布兰奇', 'AA'],
  ['Streisand,_Barbra', '芭芭拉·史翠珊', 'Barbra Streisand', 0, '1942-04-24', '05:08', 5, 1, 40.6782, -73.9442, '美国 纽约 布鲁克林', 'AA'],
  ['Cher', '雪儿', 'Cher', 0, '1946-05-20', '07:25', 8, 0, 32.792, -115.5631, '美国 埃尔森特罗', 'AA'],
  ['Hoffman,_Dustin', '达斯汀·霍夫曼', 'Dustin Hoffman', 1, '1937-08-08', '17:07', 8, 0, 34.0522, -118.2437, '美国 洛杉矶', 'AA'],
  ['Redford,_Robert', '罗伯特·雷德福', 'Robert Redford', 1, '1936-08-18', '20:02', 8, 0, 34.0195, -118.4912, '美国 圣莫尼卡', 'AA'],
  ['Beatty,_Warren', '沃伦·比蒂', 'Warren Beatty', 1, '1937-03-30', '17:30', 5, 0, 37.5407, -77.436, '美国 里士满（弗吉尼亚）', 'AA'],
  ['Stallone,_Sylvester', '西尔维斯特·史泰龙', 'Sylvester Stallone', 1, '1946-07-06', '19:20', 5, 1, 40.7128, -74.006, '美国 纽约', 'AA'],
  ['Ford,_Harrison', '哈里森·福特', 'Harrison Ford', 1, '1942-07-13', '11:41', 6, 1, 41.8781, -87.6298, '美国 芝加哥', 'AA'],
  ['Hanks,_Tom', '汤姆·汉克斯', 'Tom Hanks', 1, '1956-07-09', '11:17', 8, 1, 37.978, -122.0311, '美国 康科德（加利福尼亚）', 'AA'],
  ['Roberts,_Julia', '朱莉娅·罗伯茨', 'Julia Roberts', 0, '1967-10-28', '00:16', 5, 1, 33.749, -84.388, '美国 亚特兰大', 'AA'],
  ['Tate,_Sharon', '莎朗·塔特', 'Sharon Tate', 0, '1943-01-24', '17:47', 6, 1, 32.7767, -96.797, '美国 达拉斯', 'AA'],
  ['Foster,_Jodie', '朱迪·福斯特', 'Jodie Foster', 0, '1962-11-19', '08:14', 8, 0, 34.0522, -118.2437, '美国 洛杉矶', 'AA'],
  ['Moore,_Demi', '黛米·摩尔', 'Demi Moore', 0, '1962-11-11', '14:16', 7, 0, 33.3943, -104.523, '美国 罗斯韦尔', 'AA'],
  ['Farrow,_Mia', '米娅·法罗', 'Mia Farrow', 0, '1945-02-09', '11:27', 8, 1, 34.0522, -118.2437, '美国 洛杉矶', 'AA'],
  ['Hawn,_Goldie', '歌蒂·韩', 'Goldie Hawn', 0, '1945-11-21', '09:20', 5, 0, 38.9072, -77.0369, '美国 华盛顿', 'AA'],
  ['Stewart,_Martha', '玛莎·斯图尔特', 'Martha Stewart', 0, '1941-08-03', '13:33', 5, 1, 40.7178, -74.0431, '美国 泽西城', 'AA'],
  ['Hefner,_Hugh', '休·海夫纳', 'Hugh Hefner', 1, '1926-04-09', '16:20', 6, 0, 41.8781, -87.6298, '美国 芝加哥', 'AA'],
  ['Kerouac,_Jack', '杰克·凯鲁亚克', 'Jack Kerouac', 1, '1922-03-12', '17:00', 5, 0, 42.6334, -71.3162, '美国 洛厄尔', 'AA'],
  ['Fitzgerald,_F._Scott', '菲茨杰拉德', 'F. Scott Fitzgerald', 1, '1896-09-24', '15:30', 6, 0, 44.9537, -93.09, '美国 圣保罗', 'AA'],
]

export const FAMOUS_BIRTHS: readonly FamousBirth[] = ROWS.map(([slug, name, nameEn, sex, date, time, zone, summer, lat, lng, place, rating]) => ({
  id: slug,
  name,
  nameEn,
  sex,
  date,
  time,
  birthZone: zone === 'LMT' ? Math.round((-lng / 15) * 1e6) / 1e6 : zone,
  summer,
  lat,
  lng,
  place,
  rating,
  source: `https://www.astro.com/astro-databank/${slug}`,
}))

export function famousById(id: string): FamousBirth | undefined {
  return FAMOUS_BIRTHS.find((f) => f.id === id)
}
