/**
 * The passphrase word list: 2414 plain English words, 3 to 6 lowercase letters each, no
 * two alike, in the spirit of the EFF short word list (short, common, easy to type and say).
 *
 * Made once, by a script, from two word lists already on hand: the BIP39 English list and the
 * English adjectives, nouns, verbs and adverbs of @faker-js/faker, keeping words of 3–6 letters
 * a–z, without a hand-picked set of grim, rude, obscure or proper-noun words, and with British
 * spellings where both were there. The entropy shown for a passphrase is words × log2 of the
 * length of this list, so change it only knowingly (the test checks its shape, not its words).
 */
export const WORDS: readonly string[] = `
abacus able about above abseil absent absorb absurd accept access accuse aching acid acidic
acidly across act action actor actual adapt add adjust admit adult advice affair affect afford
afraid again age aged agent agile agree ahead aim air airman aisle ajar alarm album alert alien
alive all alley allow almost alone alpha also alter always amend among amount ample amused
anchor anger angle angry animal ankle anneal annex annual answer any apart appear apple apt
arcade arch arctic area arena argue arid arm armed army around arrest arrive arrow art artist
ask aspect asset assist assume atom atrium attend attest audit aunt author auto autumn avoid
avow awake aware away awful axe axis
baby back bacon bad badge badly bag baggy ball bamboo banana banish bank banner bar bare barely
barge barrel base basic basket battle beach bean beard beauty become beef beep before begin
behave behest behind behold bell below belt bemuse bench bend beret best better bewail beyond
bid bide big bike bin bind bird birth bitter black blade blame blank blast bleach bleak blend
bless blight blind blink bliss blond blood bloom blouse blue blur blush board boat bob bobble
body bog boggle boil boldly bone bonnet bonus bony book boom boost border bore boring borrow
boss bossy both bottom bounce bouncy bowed bowler box boy brace braid brain bran brand brass
brave bread break breed breeze brick bridge brief bright bring brisk broken bronze brood brook
broom brown browse brush bubble buck buddy budget bug build bulb bulk bulky bump bundle bunker
burden burger burly burst bus busily busy butter buyer buzz
cabin cable cactus cafe cage cake call calm calmly camera camp can canal cancel candid candy
cannon canoe canter canvas canyon cap car carbon card cargo caring carp carpet carry cart case
cash casino castle casual cat catch cattle caught cause cave cease celery cellar cement census
cereal chair chalk change chaos chap chapel char charge charm chase chat cheap check cheese chef
cherry chest chief child chilly chime chip choice choose chops chow chubby chunk churn cigar
cinch cinder cinema circle city civil claim clamp clap claw clay clean clear cleave clerk clever
click client cliff climb clinch clinic clip clock clog clone clonk close closed cloth cloud
cloudy clown club clump clumsy clutch coach coal coarse coast cod code coffee coil coin colon
colour column comb come comic common cone cook cool coolly coop cope copper copy coral core cork
corn corner cornet corny corral cost cotton couch couple course cousin cover cow coyote crack
cradle craft crafty cram crane crank crash crater crawl crazy creak cream creamy credit creek
crest crew crisp critic croon crop cross crouch crowd cruel cruise crunch crush cry cube cuckoo
cuddly cup curl curly curry curve custom cute cutlet cycle
daily dally damage damp dampen dance danger dapper daring dark darn dash dawn day deal dearly
debate debit debris debut decade decent decide deck decode deduce deduct deed deep deeply deer
define deform defy degree delay delete demand denial dense dental deny depart depend deploy
depot depth deputy derby derive desert design desk detail detain detect device devise devote
dial diary dice diesel diet differ digit dilate dim dime dimly dinner direct dirt dirty disarm
dish disk ditch diver divert divide divine dizzy dock doctor dog doing doll domain donate donkey
donor doodle door dose doting double dove dowse drab draft drag dragon drain drama draw dream
dreary dress drift drill drink drip drive drop drowse drum dry dual duck duffel dull dune during
dusk dust duster duty dwarf dwell
each eager eagle early earn earth easily east easy echo edge edible edit editor efface effort
egg eight either elbow elder elite else embark embed embody emboss emerge employ empty enable
enact encode end endow enemy energy enfold engage engine enjoy enlist enough enrich enroll
ensure enter entice entire entry epic equal equate equip era erase erode error erupt escape
essay estate etch ethics even evenly event every evince evoke evolve exact exalt excess excite
excuse exempt exile exist exit exotic expand expect expert expire expose extend extent extra eye
fabric face fade fail faint fair fairly faith fake fall false fame family famous fan fancy far
farm farmer fast fatal father fathom fault fax fedora fee feed feel feline fellow female fen
fence ferret fetch fever few fibre fiddle fidget field figure file fill film filter final find
fine finer finger finish fire firm first fiscal fish fit fix fixed flag flame flash flashy flat
flawed fleck flee flight flimsy flint flip float flock flood floor floss flower flu fluff fluffy
fluid flush fly foam focus fog foil fold follow fond fondly food foot forage force forest forget
forgo fork form formal fort forum fossil foster found fowl fox frail frame frank fray free
freely fresh friend frilly fringe frizz frizzy frog front frost frown frozen frugal fruit fuel
fully fun fund funny fury fuss fussy futon future fuzzy
gadget gain galaxy game gap gape garage garden garlic gas gasp gate gather gauge gaze gazebo
genius genre gentle gently gerbil ghost giant gift gifted giggle ginger girl give giving glad
gladly glance glare glass glide glider gloat globe glory gloss glossy glove glow glue gnash gnaw
goat going gold golden good goose gospel gossip govern gown grab grace grade graft grain granny
grant grape grass grave gray great greedy green grid grim grimy grit group grow grown grubby
grumpy grunt guard guess guest guide guitar gulp gum gummy gust gut guzzle gym
habit hair hairy half halt ham hammer hand handle handy happy hard harp harsh hassle hasty hat
haul have hawk hazard haze head health heart heavy hefty height hello helmet help hen hero
hidden high highly hill hint hip hire hoarse hobby hockey hold hole hollow home homely honey
hood hoof hoot hope horde horn hornet horror horse hose host hot hotel hour hourly house hovel
hover howl hub hubris huddle huff huge human humble hunger hungry hunt hurdle hurry husk husky
hutch hybrid hyena hype
ice icon icy idea ideal igloo ignite ignore ill image immune impact impish import impose impure
inborn inch income index indoor infant inform inhale inject inner input insect insert inside
insist intact intend intent into invest invite iron island issue item ivory
jacket jagged jaguar jar jaunty jazz jeans jelly jet jewel jiggle jive job join joint joke jot
joy joyful joyous judge juice juicy jumbo jump jungle junior junk jury just justly
keel keen keenly keep key kick kid kidney kind kindly king kiss kit kite kitten kiwi knee knife
knight knit knock knotty know known kooky
lab label lace lack ladder lady lake lamp lanky laptop large larva last late later laugh lava
lavish law lawful lawn lay layer lazily lazy leader leaf league lean leap learn leave left leg
legal legend lemon lend lender length lens less lesson letter level lid lieu life lift light
like likely limb limit limp limply linear lined link lion liquid list litter little live lively
livid lizard load loaf loan local lock log logic lone lonely long loop loose lost lotion loud
loudly lounge love lovely low loyal luck lucky lumber lumpy lunar lunch luxury lyre lyrics
mad madly magic magnet maid mail main major make making male mammal man manage mango manner
manual maple marble march margin marine market markup maroon marten mash mask mass master match
math matrix matter mature maul maze meadow meal mealy mean measly meat meaty medal media median
medium melody melt member memory mentor menu mercy merge merit merry mesh messy metal method
middle mild milk milky mill millet mimic mind minion minor minty minute mirror miss mix mixed
mob mobile model modify moist moment monkey month moon moor moral more mortar mostly mother
motion motor mould mount mouse mouser mousse move movie much muddy muffin mule muscat muscle
museum mushy music must musty mutate muted mutual myself myth
nab naive name napkin narrow nation nature near nearly neat neaten neatly neck need needy nephew
nerve nest net never new news next nice nicely nifty night nimble nippy noble noise noodle noon
norm normal north nose not note noted notice nougat novel now nudge numb number nurse nut
oak obey object oblige oblong obsess obtain occur ocean ocelot octave odd oddly off offend offer
office offset often oil oily okay old olive omelet omit once one onion online only onset open
openly opera oppose option orange orbit orchid order organ orient ornate ornery other our outbid
outdo outer outfit outfox outlaw output outrun outset oval oven over own owner oxygen oyster
ozone
pace pack pact paddle page pair palace palate pale palm paltry panda panel panic pant pants
paper parade parent park parody parrot part party pass pasta pastel patch path patrol pause pave
peace peanut pear pearl pecan pen pencil peony people pepper permit person pet petal petty phone
photo phrase piano pick picnic piece pig pigeon piglet pigpen pigsty pike pile pill pillow pilot
pine pinion pink pip pipe pitch pity pivot pizza place plain plait plan planet plate play please
pledge pliers pluck plug plugin plump plunge poem poet poetry point polar pole police polite
pomelo pond ponder pony pool poor pop poppy portly posh post potato powder power praise prance
prefer pretty price pricey pride prime print prize probe profit proof proper proud pry public
puff pull pulp pulse punch puny pupil puppet puppy pure purity purple purse push pushy put
puzzle
quaff quart quash quaver queasy quick quiet quinoa quip quit quiz quote
rabbit race rack radar radio rag ragged rail rain raise rally ramp ranch random range rapid rare
rarely rate rather ravel raven raw razor reach react ready real really rear reason rebel reboot
reborn rebuff rebuke recall recede recent recipe reckon record red redact redraw reduce reel
refer refine reform refuse refute regal region regret reject rejoin relax relief rely remain
remand remark remind remove render renew rent reopen repair repeat report rescue resist resort
result retire retool return reveal revere review revoke reward reword rhythm rib ribbon rice
rich ride ridge rifle right rigid rim ring riot ripe ripple rise riser risk ritual rival river
road roast robot robust rocket roger role roof rookie room rose rosin rosy rot rotate rough
round route row rowdy royal rubber rubric ruddy rude rudely rue rug ruin rule run runny runway
rural rust rusty
sad saddle sadly safe safely sail sailor salad salmon salon saloon salt salty salute same sample
sand sandy sanity sarong sashay sate sauce save savour saw say scale scaly scan scar scare
scared scary scene scent scheme school scoff scoop scope scorn scotch scout scowl scram scrap
scrape screen script scrub sea seal search season seat second secret see seed seek seldom select
sell senior sense serene series sermon serve sesame settle setup seven severe sew shabby shadow
shady shaft share shark shear shed shell shield shift shine shiny ship shirk shiver shock shoddy
shoe shop shore short shout shove shovel showy shred shrill shrimp shrug shush shy shyly sick
side siege sight sign silent silk silky silly silt silver simple since sing singe siren sister
sit six size sizzle skate sketch ski skill skin skirt skull slab slake slam slap sleep sleepy
sleet slice slide slight slim slime slimy slink slip slogan slope slot slow slowly slump slush
slushy small smart smile smog smoggy smoke smooth smug snack snake snap snappy sneak sneaky
sniff snoop snoopy snow soap soccer social sock soda soft softly soggy solace solar solder solid
solve some sonar sonata song sonnet soon sore sorry sort soul sound soup soupy sour source south
space spare spark sparse spawn speak spear speed speedy spell spend spew sphere spice spider
spiffy spike spin spirit splash splay split spoil spook spoon sport spot spray spread spring spy
square squid squirm stable stack staff stage staid stairs stake stale stall stamp stand starch
stark start state statue status stay steak steel steep stem step stereo stick sticky stiff still
sting stingy stint stock stone stool stoop store stormy story stove strait straw street strict
strike strong stuff stump stunt sturdy style submit subtle subway such sudden suffer sugar
sugary suit summer sun sundae sunder sunny sunset super superb supply sure surge survey sushi
svelte swamp swap swarm swat swath swathe sway swear sweet swerve swift swim swing switch sword
symbol syrup system
table tackle tag tail talent talk tall tame tank tape target taro tarry task taste tasty tattoo
taut taxi teach team tell ten tenant tender tennis tense tent tepid term test text thank that
theme then theory there these they thick thigh thin thing think this thorn thorny those thread
three thrive throw thumb thump thyme ticket tide tidy tiger tight tilt timber time timely tinted
tiny tip tired tissue title toast today toe token tomato tone tongue too tool tooth top topic
topple torch torn toss total tough tousle toward tower town toy track trade tragic train trash
travel tray treat treble tree trek trench trend trial tribe trick tricky trim trip trophy truck
true truly trust trusty truth try tuba tube tuber tumble tuna tune tunnel turkey turn turret
turtle tusk tuxedo twelve twenty twice twin twine twist two type typify
unable uncle uncork under undo uneven unfair unfit unfold unfurl unique unit unlock unripe
unruly unsung untidy until untrue unused unveil unzip upbeat update uphold upon upper uproot
upsell upset upward urban urge usable usage use used useful usher usual utter
vacant vacuum vague vain vainly valid valley valve van vanish vary vast vastly vault veg vein
velvet vendor venom venue verb verify verve very vessel vet veto viable video view violin virus
visa vision visit vista visual vital vivid vocal voice void volume vote voyage
wafer waft wage wagon waist wait walk wall wallop walnut waltz want warm warmly warp warped
wasabi wash wasp waste water watery wave waver wavy way weakly wealth wear weary weasel web
webbed wedge weekly weep weight weird well west wet whack whale what wheat wheel when where
which while whine whip white whole wholly wicked wide width wife wiggly wild wildly will willow
wilt wilted win window windy wine wing winged wink winner winter wire wisdom wise wisely wish
witty wobbly woeful wolf woman wombat wonder wood wool word wordy work world worry worse worst
worth worthy wrap wreck wring wrist writ write wrong wry
yard yawn year yearly yearn yeast yellow yogurt you young youth yummy
zany zebra zero zesty zone zoo
`
  .trim()
  .split(/\s+/)
